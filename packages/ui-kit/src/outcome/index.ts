export {
  FAILURE_FALLBACK,
  OUTCOME_TITLES,
  done,
  failureMessage,
  failureStatus,
  isValidationFailure,
  outcomeFromAnswer,
  outcomeFromError,
  outcomeTone,
  poof,
  type AnswerLike,
  type AnswerOutcomeOptions,
  type ErrorOutcomeOptions,
  type FailureLike,
  type Outcome,
  type OutcomeAction,
  type OutcomeTitle,
} from './outcome.ts';
export { OutcomeDialog, type OutcomeDialogProps } from './outcome-dialog.tsx';
export { OutcomeProvider, useOutcome, type OutcomeControls, type RunOptions, type UseOutcomeResult } from './use-outcome.tsx';
