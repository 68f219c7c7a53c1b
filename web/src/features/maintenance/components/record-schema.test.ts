import i18n from '@/lib/i18n';
import { fromDateTime, toDateTimeArray } from '@/features/maintenance/api/record';
import {
  combine,
  currenciesOf,
  M,
  newRecordValues,
  outOfRange,
  outOfRangeCount,
  readingIssues,
  recordIssues,
  tasksOf,
  toReading,
  toRecordInput,
  type ReadingValues,
  type RecordFormValues,
} from '@/features/maintenance/components/record-schema';

const TEMPLATE = {
  id: 1,
  checklistName: 'Monthly BMC check',
  checklistDescription: 'Monthly check of the bulk milk cooler',
  taskList: [
    {
      taskName: 'Compressor',
      subTasks: [
        {
          subTaskName: 'Noise',
          subTaskDescription: 'Listen',
          taskType: 'SELECT',
          subTaskValue: [
            { name: 'Normal', value: 'ok' },
            { name: 'Loud', value: 'loud' },
          ],
        },
        {
          subTaskName: 'Pressure',
          subTaskDescription: 'Gauge',
          taskType: 'range',
          subTaskValue: { minValue: 20, maxValue: 60, type: 'psi' },
        },
      ],
    },
    {
      taskName: 'Cleaning',
      subTasks: [
        { subTaskName: 'Condenser', subTaskDescription: 'Brush', taskType: 'BOOLEAN', subTaskValue: null },
        { subTaskName: 'Spares', subTaskDescription: 'Cost', taskType: 'COST', subTaskValue: ['₹ 500', '₹ 1000'] },
      ],
    },
  ],
};

const NOW = new Date(2025, 2, 10, 14, 0, 0);

function filled(): RecordFormValues {
  const v = newRecordValues('Suresh Jadhav', NOW);
  v.siteId = 'site-1';
  v.chillingUnitUuid = 'unit-1';
  v.checklistName = 'Monthly BMC check';
  v.actionTime = new Date(2025, 2, 10, 9, 30, 45);
  v.dueDate = new Date(2025, 3, 10);
  v.taskList = tasksOf(TEMPLATE);
  const [noise, pressure] = v.taskList[0].subTaskList;
  const [condenser, spares] = v.taskList[1].subTaskList;
  noise.reading = 'ok';
  pressure.reading = '42.5';
  pressure.comment = ' steady ';
  condenser.reading = 'true';
  spares.reading = '750';
  spares.currency = '₹';
  return v;
}

const at = (issues: { path: (string | number)[]; message: string }[]) =>
  Object.fromEntries(issues.map((i) => [i.path.join('.'), i.message]));
const reading = (over: Partial<ReadingValues>): ReadingValues => ({
  subTaskName: 'X',
  subTaskDescription: '',
  taskType: 'RANGE',
  taskValue: { minValue: 20, maxValue: 60, type: 'psi' },
  reading: '',
  currency: '',
  comment: '',
  ...over,
});

describe('the record rules', () => {
  it('start a record with the signed-in user and now', () => {
    const v = newRecordValues('Asha Patil', NOW);
    expect(v.performedBy).toBe('Asha Patil');
    expect(v.actionDay).toEqual(new Date(2025, 2, 10));
    expect(v.actionTime).toEqual(NOW);
    expect(v.dueDate).toBeNull();
  });

  it('accept a filled record', () => {
    expect(recordIssues(filled(), NOW)).toEqual([]);
  });

  it('require a unit, a checklist, a performer and the action date and time', () => {
    const v = newRecordValues(' ', NOW);
    v.actionDay = null;
    v.actionTime = null;
    expect(at(recordIssues(v, NOW))).toEqual({
      chillingUnitUuid: M.unitRequired,
      checklistName: M.checklistRequired,
      performedBy: M.performedByRequired,
      actionDay: M.actionDateRequired,
      actionTime: M.actionTimeRequired,
    });
  });

  it('refuse an action in the future, on the time when it is today', () => {
    const v = filled();
    v.actionTime = new Date(2025, 2, 10, 15, 0);
    expect(at(recordIssues(v, NOW))).toEqual({ actionTime: M.actionDateFuture });
    v.actionDay = new Date(2025, 2, 11);
    v.dueDate = null;
    expect(at(recordIssues(v, NOW))).toEqual({ actionDay: M.actionDateFuture });
  });

  it('refuse a due date before the action day, and invalid dates', () => {
    const v = filled();
    v.dueDate = new Date(2025, 2, 9);
    expect(at(recordIssues(v, NOW))).toEqual({ dueDate: M.dueBeforeAction });
    v.dueDate = new Date(2025, 2, 10);
    expect(recordIssues(v, NOW)).toEqual([]);
    v.dueDate = new Date(NaN);
    expect(at(recordIssues(v, NOW))).toEqual({ dueDate: M.dateInvalid });
  });

  it('take a RANGE reading as a number, inside or outside the expected range (issue 15 point 1)', () => {
    expect(at(readingIssues(reading({ reading: 'high' })))).toEqual({ reading: M.readingNumber });
    expect(at(readingIssues(reading({ reading: '12 A' })))).toEqual({ reading: M.readingNumber });
    expect(readingIssues(reading({ reading: '19.9' }))).toEqual([]);
    expect(readingIssues(reading({ reading: '61' }))).toEqual([]);
    expect(readingIssues(reading({ reading: '20' }))).toEqual([]);
    expect(readingIssues(reading({ reading: '60' }))).toEqual([]);
    expect(readingIssues(reading({ reading: '' }))).toEqual([]);
  });

  it('take a COST reading as an amount with its currency', () => {
    const cost = { taskType: 'COST', taskValue: ['₹ 500', '₹ 1000'] };
    expect(at(readingIssues(reading({ ...cost, reading: 'a lot', currency: '₹' })))).toEqual({ reading: M.amountInvalid });
    expect(at(readingIssues(reading({ ...cost, reading: '', currency: '₹' })))).toEqual({ reading: M.amountRequired });
    expect(at(readingIssues(reading({ ...cost, reading: '750' })))).toEqual({ currency: M.currencyRequired });
    expect(readingIssues(reading({ ...cost, reading: '750', currency: '₹' }))).toEqual([]);
    // Entries without a currency ask for the amount only.
    expect(readingIssues(reading({ taskType: 'COST', taskValue: ['500'], reading: '750' }))).toEqual([]);
  });

  it('refuse a comment longer than the server takes', () => {
    expect(at(readingIssues(reading({ comment: 'c'.repeat(501) })))).toEqual({ comment: M.tooLong });
  });

  it('find the currencies of the COST entries', () => {
    expect(currenciesOf(['₹ 500', '₹ 1,000', 'USD 20', '30 EUR', '45'])).toEqual(['₹', 'USD', 'EUR']);
  });

  it('give a template its tasks with blank readings, types upper case', () => {
    const tasks = tasksOf(TEMPLATE);
    expect(tasks.map((t) => t.taskName)).toEqual(['Compressor', 'Cleaning']);
    expect(tasks[0].subTaskList[1]).toEqual({
      subTaskName: 'Pressure',
      subTaskDescription: 'Gauge',
      taskType: 'RANGE',
      taskValue: { minValue: 20, maxValue: 60, type: 'psi' },
      reading: '',
      currency: '',
      comment: '',
    });
  });

  it('send each reading in its type: option value, number, yes/no, currency and amount, null when blank', () => {
    const [noise, pressure] = filled().taskList[0].subTaskList;
    const [condenser, spares] = filled().taskList[1].subTaskList;
    expect([toReading(noise), toReading(pressure), toReading(condenser), toReading(spares)]).toEqual(['ok', 42.5, true, '₹ 750']);
    expect(toReading({ ...condenser, reading: 'false' })).toBe(false);
    expect(toReading({ ...noise, reading: ' ' })).toBeNull();
  });

  it('build the create body with the dates as UTC number arrays', () => {
    const v = filled();
    const body = toRecordInput(v, 'Monthly check of the bulk milk cooler');
    const action = new Date(2025, 2, 10, 9, 30, 0);
    const due = new Date(2025, 3, 10, 9, 30, 0);
    expect(body).toEqual({
      chillingUnitUuid: 'unit-1',
      checklistName: 'Monthly BMC check',
      checklistDesc: 'Monthly check of the bulk milk cooler',
      performedBy: 'Suresh Jadhav',
      actionDate: [action.getUTCFullYear(), action.getUTCMonth() + 1, action.getUTCDate(), action.getUTCHours(), action.getUTCMinutes(), 0],
      dueDate: [due.getUTCFullYear(), due.getUTCMonth() + 1, due.getUTCDate(), due.getUTCHours(), due.getUTCMinutes(), 0],
      taskList: [
        {
          taskName: 'Compressor',
          subTaskList: [
            {
              subTaskName: 'Noise',
              taskType: 'SELECT',
              taskValue: TEMPLATE.taskList[0].subTasks[0].subTaskValue,
              reading: 'ok',
              comment: '',
            },
            {
              subTaskName: 'Pressure',
              taskType: 'RANGE',
              taskValue: { minValue: 20, maxValue: 60, type: 'psi' },
              reading: 42.5,
              comment: 'steady',
            },
          ],
        },
        {
          taskName: 'Cleaning',
          subTaskList: [
            { subTaskName: 'Condenser', taskType: 'BOOLEAN', taskValue: null, reading: true, comment: '' },
            { subTaskName: 'Spares', taskType: 'COST', taskValue: ['₹ 500', '₹ 1000'], reading: '₹ 750', comment: '' },
          ],
        },
      ],
    });
    v.dueDate = null;
    expect(toRecordInput(v, '').dueDate).toBeNull();
  });

  it('read and write the date-time arrays in UTC', () => {
    const d = new Date(Date.UTC(2025, 2, 10, 23, 30, 5));
    expect(toDateTimeArray(d)).toEqual([2025, 3, 10, 23, 30, 5]);
    expect(fromDateTime([2025, 3, 10, 23, 30, 5])).toEqual(d);
    expect(fromDateTime([2025, 3, 10])).toEqual(new Date(Date.UTC(2025, 2, 10)));
    expect(fromDateTime('2025-06-01')).toEqual(new Date(Date.UTC(2025, 5, 1)));
    expect(fromDateTime('2025-03-11T05:00:00+05:30')).toEqual(new Date(Date.UTC(2025, 2, 10, 23, 30)));
    expect(fromDateTime(null)).toBeNull();
    expect(fromDateTime([2025])).toBeNull();
    expect(combine(new Date(2025, 0, 5), new Date(1999, 5, 1, 7, 45, 30))).toEqual(new Date(2025, 0, 5, 7, 45, 0));
    expect(combine(null, new Date())).toBeNull();
  });

  it.each([
    ['unitRequired', 'Select a chilling unit', 'Choisissez une unité de refroidissement'],
    ['checklistRequired', 'Select a checklist', 'Choisissez une liste de contrôle'],
    ['performedByRequired', 'Enter who performed the maintenance', 'Indiquez qui a effectué la maintenance'],
    ['actionDateRequired', 'Enter the action date', "Saisissez la date de l'intervention"],
    ['actionDateFuture', 'The action date cannot be in the future', "La date de l'intervention ne peut pas être dans le futur"],
    [
      'dueBeforeAction',
      'The due date cannot be before the action date',
      "La date d'échéance ne peut pas précéder la date de l'intervention",
    ],
    ['readingNumber', 'Enter a number', 'Saisissez un nombre'],
    ['dateInvalid', 'Enter a valid date and time', 'Saisissez une date et une heure valides'],
  ] as const)('says %s as the server does, in English and French', (key, en, fr) => {
    expect(i18n.getFixedT('en')(M[key])).toBe(en);
    expect(i18n.getFixedT('fr')(M[key])).toBe(fr);
  });
});

describe('out-of-range readings (issue 15 point 1)', () => {
  const range = { minValue: 2, maxValue: 12, type: 'A' };
  it.each([
    ['RANGE', range, 15, true],
    ['RANGE', range, '15', true],
    ['range', range, '1.9', true],
    ['RANGE', range, '-3', true],
    ['RANGE', range, 2, false],
    ['RANGE', range, '12', false],
    ['RANGE', range, '7.5', false],
    ['RANGE', range, '', false],
    ['RANGE', range, null, false],
    ['RANGE', range, 'high', false],
    ['RANGE', null, 15, false],
    ['COST', ['₹ 500'], 15, false],
  ])('%s %j reading %j: %s', (taskType, taskValue, reading, want) => {
    expect(outOfRange(taskType, taskValue, reading)).toBe(want);
  });

  it('counts the flagged readings of a record', () => {
    expect(
      outOfRangeCount([
        {
          subTaskList: [
            { taskType: 'RANGE', taskValue: range, reading: 15 },
            { taskType: 'RANGE', taskValue: range, reading: 5 },
          ],
        },
        {
          subTaskList: [
            { taskType: 'RANGE', taskValue: range, reading: 0 },
            { taskType: 'SELECT', taskValue: [], reading: 'ok' },
          ],
        },
      ]),
    ).toBe(2);
  });
});
