import { SAVE_FILE_URL_LIFETIME_MS, saveFile } from './save-file';

describe('saveFile', () => {
  const link = {
    href: '',
    download: '',
    style: { display: '' },
    click: jest.fn(),
    remove: jest.fn(),
  };
  const appendChild = jest.fn();

  beforeEach(() => {
    jest.useFakeTimers();
    Object.assign(globalThis, {
      document: { createElement: () => link, body: { appendChild } },
    });
    jest.spyOn(URL, 'createObjectURL').mockReturnValue('blob:file');
    jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    delete (globalThis as { document?: unknown }).document;
  });

  it('should click a hidden link to the blob under the file name, then take the link away', () => {
    saveFile(new Blob(['a,b\n']), 'report.csv');
    expect(link).toMatchObject({
      href: 'blob:file',
      download: 'report.csv',
      style: { display: 'none' },
    });
    expect(appendChild).toHaveBeenCalledWith(link);
    expect(link.click).toHaveBeenCalledTimes(1);
    expect(link.remove).toHaveBeenCalledTimes(1);
  });

  it('should keep the URL alive for a minute after the click, then revoke it', () => {
    saveFile(new Blob(['x']), 'x.csv');
    jest.advanceTimersByTime(SAVE_FILE_URL_LIFETIME_MS - 1);
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:file');
  });
});
