/** What the maintenance screens' tests answer for sites and checklist templates. */
export const SITES_PATH = '/authgateway/provisioningService/sites/all';
export const TEMPLATES_PATH = '/authgateway/provisioningService/template';
export const RECORDS = '/authgateway/preventive_maintenance';

function unit(uuid: string, bmcName: string, customerBmcId: string) {
  return {
    productType: { name: 'BMC' },
    chillingUnitId: uuid.toUpperCase(),
    chillingUnitUuid: uuid,
    chillingUnit: { bmcName, customerBmcId },
    l1DeviceInfo: [],
  };
}

export const SITES = {
  content: [
    {
      siteId: 'S-001',
      siteName: 'Gokul Centre 1',
      siteUUID: 'site-1',
      organizationName: 'Gokul',
      subOrganizationName: 'GokulCentre',
      chillingUnitMonitoringDetailsList: [unit('unit-a', 'Cooler A', 'CB-01'), unit('unit-b', 'Cooler B', 'CB-02')],
    },
    {
      siteId: 'S-002',
      siteName: 'Warana Centre',
      siteUUID: 'site-2',
      organizationName: 'Gokul',
      subOrganizationName: 'WaranaCentre',
      chillingUnitMonitoringDetailsList: [
        {
          productType: { name: 'ABC' },
          chillingUnitUuid: 'unit-c',
          chillingUnit: { chillingCenterName: 'Centre C', chillingCenterId: 'CC-9' },
          l1DeviceInfo: [],
        },
      ],
    },
  ],
  pageInfo: { totalPages: 1, hasNextPage: false, totalElements: 2, page: 0, size: 5000 },
};

export const TEMPLATE = {
  id: 3,
  orgName: 'Gokul',
  checklistName: 'Monthly BMC check',
  checklistDescription: 'Monthly check of the bulk milk cooler',
  taskList: [
    {
      taskId: 1,
      taskName: 'Compressor',
      subTasks: [
        {
          subTaskId: 1,
          subTaskName: 'Noise',
          subTaskDescription: 'Listen to the compressor',
          taskType: 'SELECT',
          subTaskValue: [
            { name: 'Normal', value: 'ok' },
            { name: 'Loud', value: 'loud' },
          ],
        },
        {
          subTaskId: 2,
          subTaskName: 'Suction pressure',
          subTaskDescription: 'Read the gauge',
          taskType: 'RANGE',
          subTaskValue: { minValue: 20, maxValue: 60, type: 'psi' },
        },
      ],
    },
    {
      taskId: 2,
      taskName: 'Cleaning',
      subTasks: [
        { subTaskId: 3, subTaskName: 'Condenser cleaned', subTaskDescription: 'Brush the fins', taskType: 'BOOLEAN', subTaskValue: null },
        {
          subTaskId: 4,
          subTaskName: 'Spares',
          subTaskDescription: 'Cost of spares used',
          taskType: 'COST',
          subTaskValue: ['₹ 500', '₹ 1000'],
        },
      ],
    },
  ],
};

export const TEMPLATES = {
  content: [TEMPLATE, { id: 4, orgName: 'Gokul', checklistName: 'Daily wash', checklistDescription: 'Daily CIP', taskList: [] }],
  pageInfo: { totalPages: 1, hasNextPage: false, totalElements: 2, page: 0, size: 100 },
};

/** A stored record of TEMPLATE, as the server answers it. */
export function storedRecord(id: number, actionDate: number[], over: Record<string, unknown> = {}) {
  return {
    id,
    chillingUnitUuid: 'unit-a',
    checklistName: 'Monthly BMC check',
    checklistDesc: 'Monthly check of the bulk milk cooler',
    organizationName: 'GokulCentre',
    performedBy: 'Suresh Jadhav',
    actionDate,
    dueDate: [2025, 4, 10, 9, 30, 0],
    createdBy: 'centre.incharge',
    taskList: [
      {
        taskName: 'Compressor',
        subTaskList: [
          {
            subTaskName: 'Noise',
            reading: 'ok',
            taskType: 'SELECT',
            taskValue: TEMPLATE.taskList[0].subTasks[0].subTaskValue,
            comment: '',
          },
          {
            subTaskName: 'Suction pressure',
            reading: 42.5,
            taskType: 'RANGE',
            taskValue: { minValue: 20, maxValue: 60, type: 'psi' },
            comment: 'steady',
          },
        ],
      },
      {
        taskName: 'Cleaning',
        subTaskList: [
          { subTaskName: 'Condenser cleaned', reading: true, taskType: 'BOOLEAN', taskValue: null, comment: '' },
          { subTaskName: 'Spares', reading: null, taskType: 'COST', taskValue: ['₹ 500', '₹ 1000'], comment: '' },
        ],
      },
    ],
    ...over,
  };
}
