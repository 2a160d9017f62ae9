export { ProcessStatusBadge, ProcessView, type ProcessViewData, type ProcessViewProps } from './process-view.tsx';
export { ProcessEntry, ProcessEntryList, RelatedProcesses, type ProcessEntryProps, type RelatedProcessesProps } from './process-entry.tsx';
