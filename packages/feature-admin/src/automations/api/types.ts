import type { components } from '@portal/api-client';

type Schemas = components['schemas'];

export type Automation = Schemas['AdminAutomation'];
export type AutomationDetail = Schemas['AdminAutomationDetail'];
export type AutomationInput = Schemas['AdminAutomationInput'];
export type AutomationRun = Schemas['AdminAutomationRun'];
export type AutomationCatalogue = Schemas['AdminAutomationCatalogue'];
export type AutomationOperator = Schemas['AdminAutomationOperator'];
export type AutomationParams = Schemas['AdminAutomationParams'];
export type AutomationValue = Schemas['AdminAutomationValue'];
export type TriggerSpec = Schemas['AdminAutomationTriggerSpec'];
export type ActionSpec = Schemas['AdminAutomationActionSpec'];
export type ParamSpec = Schemas['AdminAutomationParamSpec'];
export type FieldSpec = Schemas['AdminAutomationFieldSpec'];
export type AutomationOption = Schemas['AdminAutomationOption'];
export type LibraryScript = Schemas['AdminLibraryScript'];
export type LibraryScriptInput = Schemas['AdminLibraryScriptInput'];
