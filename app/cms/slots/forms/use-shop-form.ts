import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import type * as z from "zod/mini";
import { fieldErrors, type FieldErrors } from "./schemas";
import { serverErrors } from "./submit";
import { useHydrated } from "./use-hydrated";

/**
 * A form the shop receives: its input checked with a schema here, sent with `send`, and the shop's
 * violations shown by field (or above the button when they name none). The button waits for hydration.
 */
export function useShopForm<T, Input, Result>(schema: z.ZodMiniType<T>, toInput: (data: T) => Input, send: (input: Input) => Promise<Result>) {
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: send,
    onError: (error) => {
      const found = serverErrors(error);
      setErrors(found.fields);
      setGeneral(found.general);
    },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = schema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    setGeneral(null);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    mutation.mutate(toInput(parsed.data));
  };
  return { errors, general, onSubmit, mutation, ready: hydrated && !mutation.isPending };
}
