// The order tables are written in (parents first), each timed, then statistics so the planner knows the sizes.
import {
  auditRows,
  AUDIT_COLUMNS,
  conversationTables,
  CONVERSATION_COLUMNS,
  MESSAGE_COLUMNS,
  notificationRows,
  NOTIFICATION_COLUMNS,
  planTables,
} from './activity';
import { APPOINTMENT_COLUMNS, appointmentRows, FILE_COLUMNS, fileRows } from './documents';
import { loadTable, type Cell, type Loader } from './loader';
import { MONEY_COLUMNS, packageTables } from './money';
import {
  ADVISORS,
  advisorId,
  ENTRY_COLUMNS,
  entryRows,
  onboardingRows,
  USER_COLUMNS,
  userRows,
  workingHourRows,
} from './people';
import type { Plan } from './plan';

function* staffRows(plan: Plan, table: 'advisor_schedules' | 'advisor_rotation'): Generator<Cell[]> {
  const at = new Date(plan.now - 1000 * 86_400_000);
  for (let k = 0; k < ADVISORS; k++) yield table === 'advisor_schedules' ? [advisorId(k), at, at] : [advisorId(k), k];
}

type Step = [table: string, columns: readonly string[], rows: (plan: Plan) => Iterable<Cell[]>];

const STEPS: Step[] = [
  ['users', USER_COLUMNS, userRows],
  ['onboarding', ['user_id', 'current_step', 'completed_at', 'updated_at'], onboardingRows],
  ['education_entries', ENTRY_COLUMNS.education, (p) => entryRows(p, 'education')],
  ['work_entries', ENTRY_COLUMNS.work, (p) => entryRows(p, 'work')],
  ['language_entries', ENTRY_COLUMNS.language, (p) => entryRows(p, 'language')],
  ['advisor_schedules', ['advisor_id', 'created_at', 'updated_at'], (p) => staffRows(p, 'advisor_schedules')],
  ['advisor_working_hours', ['id', 'advisor_id', 'weekday', 'start_time', 'end_time'], workingHourRows],
  ['advisor_rotation', ['advisor_id', 'turn'], (p) => staffRows(p, 'advisor_rotation')],
  ['files', FILE_COLUMNS, fileRows],
  ...(
    ['checkout_sessions', 'user_packages', 'user_package_steps', 'payments', 'refunds', 'receipt_counters'] as const
  ).map((table): Step => [table, MONEY_COLUMNS[table], (p) => packageTables(p, table)]),
  ['appointments', APPOINTMENT_COLUMNS, appointmentRows],
  ['notifications', NOTIFICATION_COLUMNS, notificationRows],
  ['audit_log', AUDIT_COLUMNS, auditRows],
  ['conversations', CONVERSATION_COLUMNS, (p) => conversationTables(p, 'conversations')],
  ['messages', MESSAGE_COLUMNS, (p) => conversationTables(p, 'messages')],
  ['case_plans', ['user_id', 'route', 'route_source', 'updated_at'], (p) => planTables(p, 'case_plans')],
  [
    'case_plan_items',
    ['user_id', 'item_key', 'waived', 'position', 'updated_at'],
    (p) => planTables(p, 'case_plan_items'),
  ],
];

export async function loadAll(loader: Loader, plan: Plan) {
  const counts: Record<string, number> = {};
  for (const [table, columns, rows] of STEPS) {
    const started = performance.now();
    counts[table] = await loadTable(loader, table, columns, rows(plan));
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `  ${table.padEnd(22)} ${counts[table]!.toLocaleString('en').padStart(11)} rows  ${seconds.toFixed(1).padStart(6)} s`,
    );
  }
  const started = performance.now();
  // Visibility map and statistics as autovacuum would leave them on a live database (index-only scans need both).
  await loader.query(loader.driver === 'postgres' ? 'vacuum analyze' : 'analyze');
  console.log(`  vacuum/analyze ${((performance.now() - started) / 1000).toFixed(1).padStart(30)} s`);
  return counts;
}
