import { mailsTo } from './factories';
import { TestApp } from './test-app';

/** The page, token and address of the back-office link in the newest mail to `address`. */
export async function backofficeLink(t: TestApp, address: string) {
  const mails = await mailsTo(t, address);
  const mail = mails[mails.length - 1];
  if (!mail) throw new Error(`no mail to ${address}`);
  const url = mail.textBody.match(/https?:\/\/\S+/)![0];
  // The back-office routes by hash: its query follows `#/<page>`.
  const [, page, query] = url.match(/\/admin\/#\/([a-z-]+)\?(.*)$/)!;
  const params = new URLSearchParams(query);
  return { page, token: params.get('token')!, email: params.get('email')! };
}
