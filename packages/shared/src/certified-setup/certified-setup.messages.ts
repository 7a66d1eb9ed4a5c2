/**
 * The words of certified payroll set-up (issue 22, items 1–3, 8): one place for the form, the server and
 * the tests. Refusals name what they refuse (the job, the determination, the classification, the person).
 */
export const CERTIFIED_SETUP_MESSAGES = {
  wageLaw: 'Choose the wage law: Davis-Bacon or state prevailing wage',
  awardingAgencyRequired: 'Enter the awarding agency',
  primeNameRequired: "Enter the prime contractor's name: the company is a subcontractor on this job",
  layout: 'Choose the WH-347 layout: revised or previous',
  wdNumberRequired: 'Enter the wage determination number (CA20260012)',
  wdNumberFormat: 'The wage determination number is letters, digits and dashes (CA20260012)',
  modification: 'The modification is a whole number, 0 or more',
  classificationRequired: 'Enter the classification as written in the determination',
  basicRate: 'The basic rate must be more than 0 with at most 4 decimals',
  fringeRate: 'The fringe rate must be 0 or more with at most 4 decimals',
  programNameRequired: 'Enter the program name',
  programClassificationRequired: 'Enter the journeyworker classification the apprentices work under',
  ratio: 'The ratio is whole numbers of 1 or more (1 apprentice : 3 journeyworkers)',
  levelsRequired: 'Add at least one level with its wage and fringe percent',
  level: 'A level is a whole number from 1 to 20',
  percent: 'A percent is more than 0 and at most 100, with at most 2 decimals',
  fringePercent: 'A fringe percent is 0 to 100, with at most 2 decimals',
  programRequired: 'Choose the apprenticeship program',
  planRequired: 'Choose the plan: health, pension, vacation, training or other',
  planNameRequired: 'Enter the plan name',
  methodRequired: 'Choose how the plan is paid: per hour or an annual amount',
  ratePerHourRequired: 'Enter the contribution per hour (0 or more, at most 4 decimals)',
  annualAmountRequired: 'Enter the annual amount in cents (0 or more)',
  annualHours: 'Annual hours must be a whole number from 1 to 8784',
  dateOrder: 'The end date cannot be before the start date',
  personRequired: 'Choose a person',
  titleRequired: "Enter the officer's title",
  csvRequired: 'Choose a CSV file with the columns classification, basic_rate, fringe_rate',
  csvEmpty: 'The CSV has no rows below its header',
  jobNotFound: 'Job not found',
  notCertified: 'This job is not a prevailing-wage job',
  determinationNotFound: 'Wage determination not found',
  classNotFound: 'Classification not found',
  programNotFound: 'Apprenticeship program not found',
  apprenticeshipNotFound: 'Apprenticeship not found',
  employeeNotFound: 'Employee not found',
  fringePlanNotFound: 'Fringe plan not found',
  officerNotFound: 'Certifying officer not found',
  viewerNotFound: 'Compliance viewer not found',
  personNotFound: 'This person is not a member of the company',
  alreadyEnded: 'This apprenticeship has already ended',
} as const;

export const certifiedSetupRefusals = {
  /** Item 2: a time line on a prevailing-wage job without a classification of the determination in force. */
  chooseClass: (date: string, jobNumber: string, wdNumber: string) =>
    `${date}, job ${jobNumber}: choose a classification from WD ${wdNumber}`,
  noDetermination: (date: string, jobNumber: string) =>
    `${date}, job ${jobNumber}: no wage determination is in force on this date; add one on the job's prevailing-wage page`,
  pmOnly: (jobNumber: string) =>
    `Only the office and the project manager of job ${jobNumber} see its certified payroll`,
  pmOnlyOffice: 'Only the office sees employees’ fringe plans and apprenticeships',
  determinationTaken: (wd: string, modification: number) =>
    `WD ${wd} modification ${modification} already exists on this job`,
  noPreviousModification: (wd: string, modification: number) =>
    `WD ${wd} has no modification before ${modification} on this job to copy classifications from`,
  determinationInUse: (wd: string, modification: number, lines: number) =>
    `WD ${wd} modification ${modification} is on ${lines} time ${lines === 1 ? 'line' : 'lines'} and cannot be deleted`,
  classTaken: (classification: string) =>
    `${classification} is already a classification of this determination`,
  classInUse: (classification: string, lines: number) =>
    `${classification} is on ${lines} time ${lines === 1 ? 'line' : 'lines'} and cannot be deleted`,
  csvColumns: (missing: readonly string[]) =>
    `The CSV needs the columns classification, basic_rate, fringe_rate (missing: ${missing.join(', ')})`,
  csvRow: (row: number, message: string) => `Row ${row}: ${message}`,
  csvDuplicate: (classification: string, firstRow: number) =>
    `${classification} is already on row ${firstRow}`,
  csvNotImported: (errors: number, first: string) =>
    `The CSV has ${errors} ${errors === 1 ? 'error' : 'errors'}; nothing was imported. ${first}`,
  csvUnreadable: (reason: string) => `The CSV cannot be read: ${reason}`,
  programTaken: (name: string) => `An apprenticeship program named ${name} already exists`,
  programInUse: (name: string) =>
    `Program ${name} has registered apprentices: remove their registrations or mark it inactive`,
  levelTwice: (level: number) => `Level ${level} appears twice`,
  levelNotInProgram: (level: number, program: string, levels: string) =>
    `Level ${level} is not a level of ${program} (levels ${levels})`,
  programInactive: (name: string) => `Program ${name} is inactive`,
  alreadyApprentice: (name: string, program: string, from: string) =>
    `${name} is already registered in ${program} from ${from}: end that registration first`,
  endBeforeStart: (registeredOn: string) =>
    `The end date cannot be before the registration date (${registeredOn})`,
  officerTaken: (name: string) => `${name} is already a certifying officer`,
  officerRole: (name: string) =>
    `${name} cannot sign certified payroll: a certifying officer must be a company admin, accountant, project manager or superintendent`,
  viewerRole: (name: string) =>
    `${name} is not a third-party user of the company: only third-party users are added as compliance viewers`,
  viewerTaken: (name: string, jobNumber: string) =>
    `${name} already sees the signed reports of job ${jobNumber}`,
  jobHasReports: (jobNumber: string) =>
    `Job ${jobNumber} has certified payroll reports: mark it inactive instead of removing its prevailing-wage settings`,
} as const;
