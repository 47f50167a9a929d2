import { expect, test } from 'vitest';
import { auditCaseIdFrom, caseAuditPath } from './format';

const ID = '523512ff-0d1c-4b59-9a57-0a4c1b1e2f30';

test('the audit page takes the case id from its address, and only a real id', () => {
  expect(auditCaseIdFrom(caseAuditPath(ID).split('?')[1] ?? '')).toBe(ID);
  expect(auditCaseIdFrom(`?caseId=${ID}&page=2`)).toBe(ID);
  expect(auditCaseIdFrom('')).toBeUndefined();
  // A mangled link shows the whole log instead of an error from the API's 400.
  expect(auditCaseIdFrom('?caseId=not-an-id')).toBeUndefined();
});
