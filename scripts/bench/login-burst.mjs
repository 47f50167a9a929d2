// Logins at 50/s while four clients upload 1 MB CVs without pause: password hashing and file writes share libuv's
// thread pool and two cores, so this is where a login would queue behind uploads. autocannon's rate sends each of the
// 10 connections' 5 logins of a second back to back, so this is 10 logins at once at the start of every second.
// Warmed up for 2 s like every read: the first seconds of these two paths in a fresh process are slower (p99
// ~350–450 ms in the first 2 s, ~200 ms after, same process; cause not pinned down); the warm-up's figures are kept.
import autocannon from 'autocannon';
import { summary } from './measure.mjs';
import { PASSWORD, pdfOfSize } from './reads.mjs';

const UPLOADERS = 4;
const BOUNDARY = 'bench-boundary-7f3a';

function multipartCv() {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), pdfOfSize(1024 * 1024), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}

export async function loginBurst(base, { reader, uploader, seconds }) {
  const warmUp = await burst(base, { reader, uploader, seconds: 2 });
  return { ...(await burst(base, { reader, uploader, seconds })), warmUp };
}

async function burst(base, { reader, uploader, seconds }) {
  const uploads = autocannon({
    url: `${base}/api/onboarding/cv`,
    method: 'POST',
    connections: UPLOADERS,
    duration: seconds,
    headers: { authorization: `Bearer ${uploader.token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body: multipartCv(),
  });
  const logins = autocannon({
    url: `${base}/api/auth/login`,
    method: 'POST',
    connections: 10,
    overallRate: 50,
    duration: seconds,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: reader.email, password: PASSWORD }),
  });
  const [u, l] = await Promise.all([uploads, logins]);
  return { login: summary(l), uploads: { connections: UPLOADERS, ...summary(u) } };
}
