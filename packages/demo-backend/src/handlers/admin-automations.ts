import type { components } from '@portal/api-client';
import { ACTIONS, TRIGGERS, type OptionSource } from '#db/automations/catalog.ts';
import { db } from '#db/database.ts';
import { nextId } from '#db/ids.ts';
import { isoNow } from '#lib/clock.ts';
import { notFound, validationFailed } from '#lib/http-error.ts';
import { intParam, intQuery, route } from '#lib/route.ts';
import { str, validate, type CustomRule } from '#lib/validation.ts';
import { requireAdmin } from '#model/auth.ts';
import { recordIntegrationCheck } from '#model/integrations.ts';

type Schemas = components['schemas'];
type Automation = Schemas['AdminAutomation'];
type Value = Schemas['AdminAutomationValue'];
type Params = Schemas['AdminAutomationParams'];
type ParamSpec = Schemas['AdminAutomationParamSpec'];
type AutomationRow = ReturnType<typeof db.automation.getAll>[number];
type ScriptRow = ReturnType<typeof db.nodeScript.getAll>[number];

const OPERATORS = ['is', 'is_not', 'more_than', 'less_than', 'contains'] as const;
type Operator = (typeof OPERATORS)[number];
const MAX_ROWS = 10;

const parseJson = <T>(json: string, fallback: T): T => {
  try {
    return (JSON.parse(json || 'null') as T | null) ?? fallback;
  } catch {
    return fallback;
  }
};

// ---------------------------------------------------------------- catalogue

function optionsOf(source: OptionSource | undefined, fixed?: Schemas['AdminAutomationOption'][]): Schemas['AdminAutomationOption'][] | undefined {
  if (source === 'nodes') return db.node.getAll().sort((a, b) => a.id - b.id).map((node) => ({ id: String(node.id), label: node.alias }));
  if (source === 'channels') return db.chatEntry.getAll().filter((entry) => entry.kind === 'channel').map((entry) => ({ id: entry.id, label: `#${entry.name}` }));
  if (source === 'scripts') return scripts().map((script) => ({ id: script.id, label: script.name }));
  return fixed;
}

function withOptions<T extends { source?: OptionSource; options?: Schemas['AdminAutomationOption'][] }>({ source, ...spec }: T): Omit<T, 'source'> {
  const options = optionsOf(source, spec.options);
  return options ? { ...spec, options } : spec;
}

function catalogue(): Schemas['AdminAutomationCatalogue'] {
  return {
    triggers: TRIGGERS.map((trigger) => ({ ...trigger, params: trigger.params.map(withOptions), fields: trigger.fields.map(withOptions) })),
    actions: ACTIONS.map((action) => ({ ...action, params: action.params.map(withOptions) })),
  };
}

// ---------------------------------------------------------------- automations

const runsOf = (id: number) => db.automationRun.getAll().filter((run) => run.automation_id === id).sort((a, b) => b.ran_at.localeCompare(a.ran_at) || b.id - a.id);

function toAutomation(row: AutomationRow): Automation {
  const runs = runsOf(row.id);
  return {
    id: row.id,
    name: row.name,
    enabled: row.enabled,
    trigger: { type: row.trigger_type, params: parseJson<Params>(row.trigger_params, {}) },
    conditions: parseJson<Automation['conditions']>(row.conditions, []),
    actions: parseJson<Automation['actions']>(row.actions, []),
    runs_count: runs.length,
    last_run_at: runs[0]?.ran_at ?? null,
    last_run_success: runs[0] ? runs[0].success : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function toDetail(row: AutomationRow): Schemas['AdminAutomationDetail'] {
  return {
    ...toAutomation(row),
    runs: runsOf(row.id)
      .slice(0, 10)
      .map((run) => ({ id: run.id, ran_at: run.ran_at, success: run.success, subject: run.subject, message: run.message })),
  };
}

function automationOrFail(id: number): AutomationRow {
  const row = db.automation.findFirst({ where: { id: { equals: id } } });
  if (!row) throw notFound('Automation not found.');
  return row;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const trimmed = (value: unknown): unknown => (typeof value === 'string' ? value.trim() || null : value);

/** Checks one value against its parameter or field; answers the error, or the value as stored. */
function checkValue(spec: Pick<ParamSpec, 'kind' | 'min' | 'max' | 'options'>, raw: unknown, label: string, required: boolean): { error?: string; value: Value } {
  const value = trimmed(raw);
  if (value === null || value === undefined) return required ? { error: `The ${label} field is required.`, value: null } : { value: null };
  if (spec.kind === 'number') {
    const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
    if (!Number.isFinite(number)) return { error: `The ${label} must be a number.`, value: null };
    if (spec.min !== undefined && spec.min !== null && number < spec.min) return { error: `The ${label} must be at least ${spec.min}.`, value: null };
    if (spec.max !== undefined && spec.max !== null && number > spec.max) return { error: `The ${label} must not be greater than ${spec.max}.`, value: null };
    return { value: number };
  }
  const text = String(value);
  if (spec.kind === 'select' && spec.options && !spec.options.some((option) => option.id === text)) return { error: `The selected ${label} is invalid.`, value: null };
  if (spec.kind === 'text' && spec.max !== undefined && spec.max !== null && text.length > spec.max) {
    return { error: `The ${label} must not be greater than ${spec.max} characters.`, value: null };
  }
  return { value: text };
}

function checkParams(specs: ParamSpec[], raw: unknown, prefix: string, errors: Record<string, string[]>): Params {
  const input = isRecord(raw) ? raw : {};
  const params: Params = {};
  for (const spec of specs) {
    const { error, value } = checkValue(spec, input[spec.id], spec.id.replace(/_/g, ' '), spec.required ?? false);
    if (error) errors[`${prefix}.${spec.id}`] = [error];
    else if (value !== null) params[spec.id] = value;
  }
  return params;
}

/** Validates an automation as Laravel would, with errors keyed by position (`actions.1.params.channel`). */
function automationInput(body: Record<string, unknown>) {
  const errors: Record<string, string[]> = {};
  const name = str(body.name);
  if (!name) errors.name = ['The name field is required.'];
  else if (name.length > 80) errors.name = ['The name must not be greater than 80 characters.'];
  else if (db.automation.getAll().some((row) => row.name.toLowerCase() === name.toLowerCase() && row.id !== body.__id)) errors.name = ['The name has already been taken.'];

  const { triggers, actions: actionSpecs } = catalogue();
  const triggerInput = isRecord(body.trigger) ? body.trigger : {};
  const trigger = triggers.find((candidate) => candidate.id === triggerInput.type);
  if (!trigger) errors['trigger.type'] = [triggerInput.type ? 'The selected trigger is invalid.' : 'The trigger field is required.'];
  const triggerParams = trigger ? checkParams(trigger.params ?? [], triggerInput.params, 'trigger.params', errors) : {};

  const conditionInput = Array.isArray(body.conditions) ? body.conditions : [];
  if (conditionInput.length > MAX_ROWS) errors.conditions = [`The conditions must not have more than ${MAX_ROWS} items.`];
  const conditions = conditionInput.map((raw: unknown, index) => {
    const input = isRecord(raw) ? raw : {};
    const field = trigger?.fields?.find((candidate) => candidate.id === input.field);
    if (!field) errors[`conditions.${index}.field`] = [input.field ? 'The selected field is invalid.' : 'The field field is required.'];
    const operator = OPERATORS.find((candidate) => candidate === input.operator);
    if (!operator || (field && !field.operators.includes(operator))) errors[`conditions.${index}.operator`] = ['The selected operator is invalid.'];
    const checked = field ? checkValue(field, input.value, 'value', true) : { value: null };
    if (checked.error) errors[`conditions.${index}.value`] = [checked.error];
    return { field: String(input.field ?? ''), operator: (operator ?? 'is') as Operator, value: checked.value };
  });

  const actionInput = Array.isArray(body.actions) ? body.actions : [];
  if (actionInput.length === 0) errors.actions = ['Add at least one action.'];
  else if (actionInput.length > MAX_ROWS) errors.actions = [`The actions must not have more than ${MAX_ROWS} items.`];
  const actions = actionInput.map((raw: unknown, index) => {
    const input = isRecord(raw) ? raw : {};
    const spec = actionSpecs.find((candidate) => candidate.id === input.type);
    if (!spec) errors[`actions.${index}.type`] = [input.type ? 'The selected action is invalid.' : 'The action field is required.'];
    else if (trigger && !spec.subjects.includes(trigger.subject)) errors[`actions.${index}.type`] = ['This action does not fit the trigger.'];
    const params = spec ? checkParams(spec.params ?? [], input.params, `actions.${index}.params`, errors) : {};
    return { type: String(input.type ?? ''), params };
  });

  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return {
    name: name ?? '',
    enabled: body.enabled === undefined ? true : body.enabled === true,
    trigger_type: trigger?.id ?? '',
    trigger_params: JSON.stringify(triggerParams),
    conditions: JSON.stringify(conditions),
    actions: JSON.stringify(actions),
  };
}

const SORTS: Record<string, (a: Automation, b: Automation) => number> = {
  name: (a, b) => a.name.localeCompare(b.name),
  last_run_at: (a, b) => (a.last_run_at ?? '').localeCompare(b.last_run_at ?? ''),
  runs_count: (a, b) => (a.runs_count ?? 0) - (b.runs_count ?? 0),
  created_at: (a, b) => (a.created_at ?? '').localeCompare(b.created_at ?? ''),
};

function recordAutomationsState(): void {
  const rows = db.automation.getAll();
  recordIntegrationCheck('automations', true, `${rows.filter((row) => row.enabled).length} of ${rows.length} automations enabled.`);
}

// ---------------------------------------------------------------- scripts

const scripts = (): ScriptRow[] => db.nodeScript.getAll().sort((a, b) => a.position - b.position);

function scriptOrFail(id: string | undefined): ScriptRow {
  const row = db.nodeScript.findFirst({ where: { id: { equals: id ?? '' } } });
  if (!row) throw notFound('Script not found.');
  return row;
}

const toLibraryScript = (row: ScriptRow): Schemas['AdminLibraryScript'] => ({
  id: row.id,
  name: row.name,
  description: row.description,
  command: row.command,
  run_on_new_nodes: row.run_on_new_nodes,
  timeout: row.timeout,
  disruptive: row.disruptive,
  updated_at: row.updated_at,
});

const slug = (name: string): string =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48) || 'script';

function scriptInput(body: Record<string, unknown>, current: ScriptRow | null) {
  const uniqueName: CustomRule = (value) =>
    typeof value === 'string' && scripts().some((row) => row.name.toLowerCase() === value.toLowerCase() && row.id !== current?.id) ? 'The name has already been taken.' : null;
  validate(body, {
    name: ['required', 'string', 'max:60', uniqueName],
    description: 'nullable|string|max:255',
    command: 'required|string|max:2000',
    run_on_new_nodes: 'nullable|boolean',
    timeout: 'required|integer|min:1|max:3600',
    disruptive: 'nullable|boolean',
  });
  return {
    name: str(body.name) ?? '',
    description: str(body.description) ?? null,
    command: str(body.command) ?? '',
    run_on_new_nodes: body.run_on_new_nodes === true,
    timeout: Number(body.timeout),
    disruptive: body.disruptive === true,
    updated_at: isoNow(),
  };
}

function recordScriptsState(): void {
  recordIntegrationCheck('scripts', true, `${scripts().length} scripts in the library.`);
}

export const adminAutomationHandlers = [
  route('get', '/api/admin/automations/catalogue')(({ request }) => {
    requireAdmin(request);
    return { success: true, data: catalogue() };
  }),

  route('get', '/api/admin/automations')(({ request, url }) => {
    requireAdmin(request);
    const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
    const enabled = url.searchParams.get('enabled');
    const trigger = url.searchParams.get('trigger');
    const column = Object.keys(SORTS).find((key) => key === url.searchParams.get('sortColumn')) ?? 'name';
    const order = url.searchParams.get('sortDirection') === 'desc' ? -1 : 1;
    const sort = SORTS[column] ?? SORTS.name!;
    const rows = db.automation
      .getAll()
      .map(toAutomation)
      .filter((row) => !search || row.name.toLowerCase().includes(search))
      .filter((row) => (enabled === '1' ? row.enabled : enabled === '0' ? !row.enabled : true))
      .filter((row) => !trigger || row.trigger.type === trigger)
      .sort((a, b) => order * (sort(a, b) || a.id - b.id));
    const perPage = intQuery(url, 'perpage', 25, { max: 100 });
    const lastPage = Math.max(1, Math.ceil(rows.length / perPage));
    const page = intQuery(url, 'page', 1);
    return { success: true, data: rows.slice((page - 1) * perPage, page * perPage), meta: { current_page: page, last_page: lastPage, per_page: perPage, total: rows.length } };
  }),

  route('post', '/api/admin/automations')(({ request, body }) => {
    requireAdmin(request);
    const row = db.automation.create({ id: nextId('automation'), ...automationInput(body), created_at: isoNow(), updated_at: isoNow() });
    recordAutomationsState();
    return { success: true, message: 'The automation has been created.', data: toAutomation(row) };
  }),

  route('get', '/api/admin/automations/{id}')(({ request, params }) => {
    requireAdmin(request);
    return { success: true, data: toDetail(automationOrFail(intParam(params, 'id'))) };
  }),

  route('put', '/api/admin/automations/{id}')(({ request, params, body }) => {
    requireAdmin(request);
    const row = automationOrFail(intParam(params, 'id'));
    const input = automationInput({ ...body, __id: row.id, enabled: body.enabled ?? row.enabled });
    const saved = db.automation.update({ where: { id: { equals: row.id } }, data: { ...input, updated_at: isoNow() } }) ?? row;
    recordAutomationsState();
    return { success: true, message: 'The automation has been saved.', data: toDetail(saved) };
  }),

  route('post', '/api/admin/automations/{id}/enabled')(({ request, params, body }) => {
    requireAdmin(request);
    const row = automationOrFail(intParam(params, 'id'));
    validate(body, { enabled: 'required|boolean' });
    const enabled = body.enabled === true || body.enabled === 1 || body.enabled === '1' || body.enabled === 'true';
    const saved = db.automation.update({ where: { id: { equals: row.id } }, data: { enabled, updated_at: isoNow() } }) ?? row;
    recordAutomationsState();
    return { success: true, message: enabled ? `${row.name} is enabled.` : `${row.name} is disabled.`, data: toAutomation(saved) };
  }),

  route('delete', '/api/admin/automations/{id}')(({ request, params }) => {
    requireAdmin(request);
    const row = automationOrFail(intParam(params, 'id'));
    db.automationRun.deleteMany({ where: { automation_id: { equals: row.id } } });
    db.automation.delete({ where: { id: { equals: row.id } } });
    recordAutomationsState();
    return { success: true, message: 'The automation has been deleted.' };
  }),

  route('get', '/api/admin/node-scripts')(({ request }) => {
    requireAdmin(request);
    return { success: true, data: scripts().map(toLibraryScript) };
  }),

  route('post', '/api/admin/node-scripts')(({ request, body }) => {
    requireAdmin(request);
    const input = scriptInput(body, null);
    const base = slug(input.name);
    let id = base;
    for (let suffix = 2; db.nodeScript.findFirst({ where: { id: { equals: id } } }); suffix += 1) id = `${base}-${suffix}`;
    const position = Math.max(0, ...scripts().map((row) => row.position)) + 1;
    const row = db.nodeScript.create({ id, position, time: 1, ...input });
    recordScriptsState();
    return { success: true, message: 'The script has been added.', data: toLibraryScript(row) };
  }),

  route('put', '/api/admin/node-scripts/{script}')(({ request, params, body }) => {
    requireAdmin(request);
    const row = scriptOrFail(params.script);
    const saved = db.nodeScript.update({ where: { id: { equals: row.id } }, data: scriptInput(body, row) }) ?? row;
    return { success: true, message: 'The script has been saved.', data: toLibraryScript(saved) };
  }),

  route('delete', '/api/admin/node-scripts/{script}')(({ request, params }) => {
    requireAdmin(request);
    const row = scriptOrFail(params.script);
    db.nodeScript.delete({ where: { id: { equals: row.id } } });
    recordScriptsState();
    return { success: true, message: 'The script has been deleted.' };
  }),
];
