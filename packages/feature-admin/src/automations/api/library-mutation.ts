import { useMutation, useQueryClient } from '@tanstack/react-query';
import { automationKeys } from './keys.ts';

/** Every change of the library also changes the catalogue's script options. */
export function useLibraryMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: automationKeys.scripts() }),
        queryClient.invalidateQueries({ queryKey: automationKeys.catalogue() }),
      ]),
  });
}
