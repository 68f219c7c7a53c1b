import i18n from '@/lib/i18n';
import {
  blankTask,
  blankValue,
  costIssues,
  isNumeric,
  M,
  rangeIssues,
  selectIssues,
  subTaskIssues,
  taskIssues,
  templateFormSchema,
  templateIssues,
  type Issue,
  type TemplateFormValues,
} from '@/features/checklists/components/schema';

/** Every message in English (as the server and spec 02 §5 write it) and French. */
const TEXT: Record<keyof typeof M, { en: string; fr: string }> = {
  checklistNameRequired: { en: 'Enter a checklist name', fr: 'Saisissez un nom de liste de contrôle' },
  checklistDescriptionRequired: { en: 'Enter a checklist description', fr: 'Saisissez une description de la liste de contrôle' },
  tooLong: { en: 'This value is too long', fr: 'Cette valeur est trop longue' },
  taskListRequired: { en: 'Add at least one task', fr: 'Ajoutez au moins une tâche' },
  taskNameRequired: { en: 'Enter a task name', fr: 'Saisissez un nom de tâche' },
  taskNameTaken: { en: "The tasks can't have same names", fr: 'Les tâches ne peuvent pas avoir le même nom' },
  subTasksRequired: { en: 'Add at least one sub task', fr: 'Ajoutez au moins une sous-tâche' },
  subTaskNameRequired: { en: 'Enter a sub task name', fr: 'Saisissez un nom de sous-tâche' },
  subTaskNameTaken: { en: "The sub tasks can't have same values", fr: 'Les sous-tâches ne peuvent pas avoir les mêmes valeurs' },
  subTaskDescriptionRequired: { en: 'Enter a sub task description', fr: 'Saisissez une description de sous-tâche' },
  taskTypeRequired: { en: 'Select a task type', fr: 'Choisissez un type de tâche' },
  selectRequired: { en: 'Add at least one option', fr: 'Ajoutez au moins une option' },
  selectNameRequired: { en: 'Enter a Name', fr: 'Saisissez un nom' },
  selectNameTaken: { en: 'Each option needs a different name', fr: 'Chaque option doit avoir un nom différent' },
  selectValueRequired: { en: 'Enter a Value', fr: 'Saisissez une valeur' },
  selectValueTaken: { en: 'Each option needs a different value', fr: 'Chaque option doit avoir une valeur différente' },
  costRequired: { en: 'Enter a currency', fr: 'Saisissez une devise' },
  costTaken: { en: 'Each currency entry must be different', fr: 'Chaque devise doit être différente' },
  minRequired: { en: 'Enter a min value', fr: 'Saisissez une valeur minimale' },
  minInvalid: { en: 'Min value must be a number', fr: 'La valeur minimale doit être un nombre' },
  maxRequired: { en: 'Enter a max value', fr: 'Saisissez une valeur maximale' },
  maxInvalid: { en: 'Max value must be a number', fr: 'La valeur maximale doit être un nombre' },
  rangeOrder: { en: 'Min value must be less than max value', fr: 'La valeur minimale doit être inférieure à la valeur maximale' },
  rangeTypeRequired: { en: 'Type is required', fr: 'Le type est obligatoire' },
};

/** A valid template with a sub-task of every type. */
function valid(): TemplateFormValues {
  return {
    checklistName: 'Monthly BMC check',
    checklistDescription: 'Monthly check of the bulk milk cooler',
    taskList: [
      {
        taskName: 'Compressor',
        subTasks: [
          {
            subTaskName: 'Noise',
            subTaskDescription: 'Listen to the compressor',
            taskType: 'SELECT',
            subTaskValue: [
              { name: 'Normal', value: 'ok' },
              { name: 'Loud', value: 'loud' },
            ],
          },
          {
            subTaskName: 'Suction pressure',
            subTaskDescription: 'Read the gauge',
            taskType: 'RANGE',
            subTaskValue: { minValue: '20', maxValue: '60', type: 'psi' },
          },
        ],
      },
      {
        taskName: 'Cleaning',
        subTasks: [
          { subTaskName: 'Condenser cleaned', subTaskDescription: 'Brush the fins', taskType: 'BOOLEAN', subTaskValue: null },
          {
            subTaskName: 'Spares',
            subTaskDescription: 'Cost of spares',
            taskType: 'COST',
            subTaskValue: [{ currency: '₹ 500' }, { currency: '₹ 1000' }],
          },
        ],
      },
    ],
  };
}

const at = (issues: Issue[]) => Object.fromEntries(issues.map((i) => [i.path.join('.'), i.message]));

describe('the checklist template rules', () => {
  it('accept a template with a sub-task of every type', () => {
    expect(templateIssues(valid())).toEqual([]);
    expect(templateFormSchema.safeParse(valid()).success).toBe(true);
  });

  it('require the name, the description and at least one task', () => {
    expect(at(templateIssues({ checklistName: ' ', checklistDescription: '', taskList: [] }))).toEqual({
      checklistName: M.checklistNameRequired,
      checklistDescription: M.checklistDescriptionRequired,
      taskList: M.taskListRequired,
    });
  });

  it('refuse names and descriptions longer than the server takes', () => {
    const v = valid();
    v.checklistName = 'n'.repeat(101);
    v.checklistDescription = 'd'.repeat(501);
    expect(at(templateIssues(v))).toEqual({ checklistName: M.tooLong, checklistDescription: M.tooLong });
    v.checklistName = 'n'.repeat(100);
    v.checklistDescription = 'd'.repeat(500);
    expect(templateIssues(v)).toEqual([]);
  });

  it('require a task name, unique among the tasks (ignoring case and spaces), and a sub-task', () => {
    const v = valid();
    v.taskList[1].taskName = '  COMPRESSOR ';
    expect(at(templateIssues(v))).toEqual({ 'taskList.1.taskName': M.taskNameTaken });
    expect(at(taskIssues({ taskName: '', subTasks: [] }))).toEqual({ taskName: M.taskNameRequired, subTasks: M.subTasksRequired });
  });

  it('require the sub-task name, description and type', () => {
    expect(at(subTaskIssues({ subTaskName: '', subTaskDescription: ' ', taskType: '', subTaskValue: null }))).toEqual({
      subTaskName: M.subTaskNameRequired,
      subTaskDescription: M.subTaskDescriptionRequired,
      taskType: M.taskTypeRequired,
    });
    expect(at(subTaskIssues({ subTaskName: 'A', subTaskDescription: 'B', taskType: 'TEXT', subTaskValue: null }))).toEqual({
      taskType: M.taskTypeRequired,
    });
  });

  it("refuse a sub-task name already used in its task: 'The sub tasks can't have same values'", () => {
    const v = valid();
    v.taskList[0].subTasks[1].subTaskName = 'noise';
    expect(at(templateIssues(v))).toEqual({ 'taskList.0.subTasks.1.subTaskName': M.subTaskNameTaken });
    // The same name in another task is fine.
    const w = valid();
    w.taskList[1].subTasks[0].subTaskName = 'Noise';
    expect(templateIssues(w)).toEqual([]);
  });

  describe('SELECT', () => {
    it('needs at least one option', () => {
      expect(at(selectIssues([]))).toEqual({ '': M.selectRequired });
      expect(at(selectIssues(null))).toEqual({ '': M.selectRequired });
    });
    it("needs a name ('Enter a Name') and a value ('Enter a Value') in each option", () => {
      expect(
        at(
          selectIssues([
            { name: 'Normal', value: 'ok' },
            { name: ' ', value: '' },
          ]),
        ),
      ).toEqual({
        '1.name': M.selectNameRequired,
        '1.value': M.selectValueRequired,
      });
    });
    it('needs each name and each value unique among the options', () => {
      expect(
        at(
          selectIssues([
            { name: 'Normal', value: 'ok' },
            { name: 'normal', value: 'loud' },
          ]),
        ),
      ).toEqual({ '1.name': M.selectNameTaken });
      expect(
        at(
          selectIssues([
            { name: 'Normal', value: 'ok' },
            { name: 'Loud', value: ' OK ' },
          ]),
        ),
      ).toEqual({ '1.value': M.selectValueTaken });
    });
  });

  describe('COST', () => {
    it("needs at least one entry, each filled: 'Enter a currency'", () => {
      expect(at(costIssues([]))).toEqual({ '': M.costRequired });
      expect(at(costIssues([{ currency: '₹ 500' }, { currency: ' ' }]))).toEqual({ '1.currency': M.costRequired });
    });
    it("takes any currency string ('INR', '₹ 500'), each unique", () => {
      expect(costIssues([{ currency: 'INR' }, { currency: 'USD' }, { currency: '₹ 500' }])).toEqual([]);
      expect(at(costIssues([{ currency: '₹ 500' }, { currency: '₹  500' }]))).toEqual({ '1.currency': M.costTaken });
    });
  });

  describe('RANGE', () => {
    it('needs numeric min and max values and a type', () => {
      expect(at(rangeIssues({ minValue: '', maxValue: '', type: '' }))).toEqual({
        minValue: M.minRequired,
        maxValue: M.maxRequired,
        type: M.rangeTypeRequired,
      });
      expect(at(rangeIssues({ minValue: 'twenty', maxValue: '6o', type: 'psi' }))).toEqual({
        minValue: M.minInvalid,
        maxValue: M.maxInvalid,
      });
      expect(at(rangeIssues(null))).toEqual({ minValue: M.minRequired, maxValue: M.maxRequired, type: M.rangeTypeRequired });
    });
    it("needs min below max: 'Min value must be less than max value'", () => {
      expect(at(rangeIssues({ minValue: '60', maxValue: '60', type: 'psi' }))).toEqual({ minValue: M.rangeOrder });
      expect(at(rangeIssues({ minValue: '61', maxValue: '-2.5', type: 'psi' }))).toEqual({ minValue: M.rangeOrder });
      expect(rangeIssues({ minValue: '-2.5', maxValue: '4', type: '°C' })).toEqual([]);
    });
    it('reads numbers as the server does', () => {
      expect(['1', '-2.5', '.5', '3.', '1e3', ' 42 '].every(isNumeric)).toBe(true);
      expect(['', ' ', 'abc', '1,5', '0x10', 'Infinity', '1e999'].some(isNumeric)).toBe(false);
    });
  });

  it('put value issues under the sub-task, and none for BOOLEAN', () => {
    const v = valid();
    v.taskList[0].subTasks[0].subTaskValue = [{ name: '', value: 'ok' }];
    v.taskList[0].subTasks[1].subTaskValue = { minValue: '9', maxValue: '3', type: '' };
    expect(at(templateIssues(v))).toEqual({
      'taskList.0.subTasks.0.subTaskValue.0.name': M.selectNameRequired,
      'taskList.0.subTasks.1.subTaskValue.minValue': M.rangeOrder,
      'taskList.0.subTasks.1.subTaskValue.type': M.rangeTypeRequired,
    });
  });

  it('give each type its blanks', () => {
    expect(blankValue('SELECT')).toEqual([{ name: '', value: '' }]);
    expect(blankValue('COST')).toEqual([{ currency: '' }]);
    expect(blankValue('RANGE')).toEqual({ minValue: '', maxValue: '', type: '' });
    expect(blankValue('BOOLEAN')).toBeNull();
    expect(blankTask()).toEqual({
      taskName: '',
      subTasks: [{ subTaskName: '', subTaskDescription: '', taskType: '', subTaskValue: null }],
    });
  });

  it('report the issues through the zod schema at their paths', () => {
    const v = valid();
    v.taskList[1].subTasks[1].subTaskValue = [{ currency: '' }];
    const r = templateFormSchema.safeParse(v);
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['taskList.1.subTasks.1.subTaskValue.0.currency', M.costRequired],
    ]);
  });

  it.each(Object.keys(TEXT) as (keyof typeof M)[])('says %s in English and French', (key) => {
    expect(i18n.getFixedT('en')(M[key])).toBe(TEXT[key].en);
    expect(i18n.getFixedT('fr')(M[key])).toBe(TEXT[key].fr);
  });
});
