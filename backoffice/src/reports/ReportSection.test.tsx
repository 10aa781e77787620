/**
 * @jest-environment ./test/jsdom-with-fetch.cjs
 */
import { useQueryClient } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { renderInAdmin } from '../testing/in-admin';
import { reportKey, ReportSection } from './ReportSection';

type Funnel = { stages: { stage: string; count: number }[] };

const Funnel = ({ school }: { school?: number }) => {
  const queryClient = useQueryClient();
  return (
    <>
      <ReportSection<Funnel> name="funnel" title="Funnel" filters={{ school_id: school }}>
        {({ stages }) => <p>{stages.map((s) => `${s.stage}: ${s.count}`).join(', ')}</p>}
      </ReportSection>
      <button onClick={() => void queryClient.invalidateQueries({ queryKey: reportKey('funnel') })}>
        Reload
      </button>
    </>
  );
};

const funnel = (count: number) => ({ data: { stages: [{ stage: 'Registered', count }] } });

jest.setTimeout(20_000);
afterEach(() => jest.restoreAllMocks());

describe('ReportSection', () => {
  it('should load the report for its filters, and again when its reports are invalidated', async () => {
    const getReport = jest.fn().mockResolvedValueOnce(funnel(12)).mockResolvedValueOnce(funnel(13));
    renderInAdmin(<Funnel school={3} />, { getReport, exportReportCsv: jest.fn() });
    expect(await screen.findByText('Registered: 12')).toBeInTheDocument();
    expect(getReport).toHaveBeenCalledWith('funnel', { school_id: 3 });
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('Registered: 13')).toBeInTheDocument();
  });

  it("should show the server's refusal in the card", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const getReport = jest.fn().mockRejectedValue(new HttpError('Unknown school.', 400));
    renderInAdmin(<Funnel school={99} />, { getReport, exportReportCsv: jest.fn() });
    expect(await screen.findByText('Unknown school.')).toBeInTheDocument();
  });

  it('should export the CSV for the same filters and name the file in a toast', async () => {
    const getReport = jest.fn().mockResolvedValue(funnel(12));
    const exportReportCsv = jest.fn().mockResolvedValue({ data: 'funnel-2026-11-28.csv' });
    renderInAdmin(<Funnel school={3} />, { getReport, exportReportCsv });
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exported funnel-2026-11-28.csv')).toBeInTheDocument();
    expect(exportReportCsv).toHaveBeenCalledWith('funnel', { school_id: 3 });
  });
});
