import type { ChangeEventHandler, FormEventHandler, Ref } from 'react';
import { maxSearchTermLength } from '@/features/search/search-contract';
import type { SearchStrings } from './search-strings';

/**
 * The search form: one labelled field and a submit button. A plain GET form to the results page,
 * so it works without JavaScript; the panel intercepts the submit when JavaScript runs.
 */
export function SearchForm({
  action,
  strings,
  inputId,
  error,
  errorKey,
  defaultValue,
  value,
  onChange,
  onSubmit,
  inputRef,
  autoFocus,
}: {
  action: string;
  strings: Pick<SearchStrings, 'fieldLabel' | 'submit'>;
  inputId: string;
  error: string | null;
  /** Changes on every refused submit, so the message is announced again. */
  errorKey?: number;
  defaultValue?: string;
  value?: string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  inputRef?: Ref<HTMLInputElement>;
  /** The field takes focus when its dialog opens (a dialog focuses its `autofocus` element). */
  autoFocus?: boolean;
}) {
  const errorId = `${inputId}-error`;
  return (
    <form role="search" action={action} method="get" noValidate onSubmit={onSubmit} className="flex flex-wrap items-end gap-2">
      <div className="flex min-w-0 flex-1 basis-64 flex-col gap-1">
        <label htmlFor={inputId} className="font-semibold">
          {strings.fieldLabel}
        </label>
        <input
          ref={inputRef}
          autoFocus={autoFocus}
          id={inputId}
          name="q"
          type="text"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={maxSearchTermLength}
          defaultValue={defaultValue}
          value={value}
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-h-11 w-full rounded-pill border-2 border-ink bg-surface px-4 py-2 text-lg"
        />
      </div>
      <button
        type="submit"
        className="btn-ink"
      >
        {strings.submit}
      </button>
      <p id={errorId} role="alert" key={errorKey} className="basis-full font-semibold text-pop empty:hidden">
        {error}
      </p>
    </form>
  );
}
