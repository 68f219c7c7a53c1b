import type { Template } from '@/features/checklists/api/template';
import { formPath, toFormValues, toTemplateInput } from '@/features/checklists/components/template-payload';

const LOADED: Template = {
  id: 7,
  orgName: 'Gokul',
  checklistName: 'Monthly BMC check',
  checklistDescription: 'Monthly check',
  taskList: [
    {
      taskId: 1,
      taskName: 'Compressor',
      subTasks: [
        {
          subTaskId: 1,
          subTaskName: 'Noise',
          subTaskDescription: 'Listen',
          taskType: 'SELECT',
          subTaskValue: [{ name: 'Normal', value: 'ok' }],
        },
        {
          subTaskId: 2,
          subTaskName: 'Pressure',
          subTaskDescription: 'Gauge',
          taskType: 'range',
          subTaskValue: { minValue: 20, maxValue: 60.5, type: 'psi' },
        },
      ],
    },
    {
      taskId: 2,
      taskName: 'Cleaning',
      subTasks: [
        { subTaskId: 3, subTaskName: 'Condenser', subTaskDescription: 'Brush', taskType: 'BOOLEAN', subTaskValue: null },
        { subTaskId: 4, subTaskName: 'Spares', subTaskDescription: 'Cost', taskType: 'COST', subTaskValue: ['₹ 500', '₹ 1000'] },
      ],
    },
  ],
};

describe('the template payload', () => {
  it('turns a loaded template into the editor values: bounds as text, costs as entries, types upper case', () => {
    const v = toFormValues(LOADED);
    expect(v.taskList[0].subTasks[1]).toEqual({
      subTaskId: 2,
      subTaskName: 'Pressure',
      subTaskDescription: 'Gauge',
      taskType: 'RANGE',
      subTaskValue: { minValue: '20', maxValue: '60.5', type: 'psi' },
    });
    expect(v.taskList[1].subTasks[1].subTaskValue).toEqual([{ currency: '₹ 500' }, { currency: '₹ 1000' }]);
    expect(v.taskList[1].subTasks[0].subTaskValue).toBeNull();
  });

  it('sends back the values in the shapes of their types, trimmed, with the ids kept', () => {
    const v = toFormValues(LOADED);
    v.checklistName = '  Monthly BMC service ';
    v.taskList[1].subTasks.push({ subTaskName: ' Oil ', subTaskDescription: 'Sight glass', taskType: 'BOOLEAN', subTaskValue: null });
    expect(toTemplateInput(v, 'Gokul')).toEqual({
      orgName: 'Gokul',
      checklistName: 'Monthly BMC service',
      checklistDescription: 'Monthly check',
      taskList: [
        {
          taskId: 1,
          taskName: 'Compressor',
          subTasks: [
            {
              subTaskId: 1,
              subTaskName: 'Noise',
              subTaskDescription: 'Listen',
              taskType: 'SELECT',
              subTaskValue: [{ name: 'Normal', value: 'ok' }],
            },
            {
              subTaskId: 2,
              subTaskName: 'Pressure',
              subTaskDescription: 'Gauge',
              taskType: 'RANGE',
              subTaskValue: { minValue: 20, maxValue: 60.5, type: 'psi' },
            },
          ],
        },
        {
          taskId: 2,
          taskName: 'Cleaning',
          subTasks: [
            { subTaskId: 3, subTaskName: 'Condenser', subTaskDescription: 'Brush', taskType: 'BOOLEAN', subTaskValue: null },
            { subTaskId: 4, subTaskName: 'Spares', subTaskDescription: 'Cost', taskType: 'COST', subTaskValue: ['₹ 500', '₹ 1000'] },
            { subTaskName: 'Oil', subTaskDescription: 'Sight glass', taskType: 'BOOLEAN', subTaskValue: null },
          ],
        },
      ],
    });
  });

  it('leaves the organisation out when none is given', () => {
    expect(toTemplateInput(toFormValues(LOADED))).not.toHaveProperty('orgName');
  });

  it("reads the server's field paths as the form's, a COST entry as its currency field", () => {
    const v = toFormValues(LOADED);
    expect(formPath('taskList[0].subTasks[0].subTaskValue[2].name', v)).toBe('taskList.0.subTasks.0.subTaskValue.2.name');
    expect(formPath('taskList[1].subTasks[1].subTaskValue[1]', v)).toBe('taskList.1.subTasks.1.subTaskValue.1.currency');
    expect(formPath('taskList[0].subTasks[1].subTaskValue.minValue', v)).toBe('taskList.0.subTasks.1.subTaskValue.minValue');
    expect(formPath('checklistName', v)).toBe('checklistName');
  });
});
