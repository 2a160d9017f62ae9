/** Commands are cut to 93 characters plus an ellipsis in lists. */
export const COMMAND_LIMIT = 93;

export function truncateCommand(command: string): string {
  return command.length > COMMAND_LIMIT ? `${command.slice(0, COMMAND_LIMIT)}...` : command;
}
