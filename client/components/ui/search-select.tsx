import { useEffect, useId, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { Popover } from 'radix-ui';
import { Check, ChevronDown, Search } from 'lucide-react';
import { cn } from '@/client/lib/class-names';
import { fieldClasses } from './input';
import { Spinner } from './spinner';

const DEBOUNCE_MS = 250;

export type SearchSelectOption = { value: string; label: string; description?: string };

type SearchSelectProps = Omit<ComponentProps<'button'>, 'value' | 'onChange' | 'children'> & {
  value: string;
  /** What the closed control shows: the chosen option, which the current results may not hold. */
  valueLabel: string;
  /** The results for the current search; the caller asks the server for them (`onSearch`). */
  options: readonly SearchSelectOption[];
  /** Offered above the results whatever the search, e.g. "Niet toegewezen". */
  fixedOptions?: readonly SearchSelectOption[];
  onSearch: (text: string) => void;
  /** The chosen value, with its label for the closed control. */
  onValueChange: (value: string, label: string) => void;
  /** The server has not answered the current search yet. */
  searching?: boolean;
  searchLabel: string;
  searchPlaceholder?: string;
  emptyText: string;
  /** Under the results when the server found more than it sent ("25 van 40: zoek verder"). */
  moreText?: string;
};

/** A select whose options the server searches, for lists too long to send whole (every developer, every project of a developer). */
export function SearchSelect({
  value,
  valueLabel,
  options,
  fixedOptions = [],
  onSearch,
  onValueChange,
  searching,
  searchLabel,
  searchPlaceholder,
  emptyText,
  moreText,
  className,
  disabled,
  ...buttonProps
}: SearchSelectProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const all = [...fixedOptions, ...options.filter((option) => !fixedOptions.some((fixed) => fixed.value === option.value))];

  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // onSearch is the caller's setter; only the text decides when to ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  function openChange(next: boolean) {
    setOpen(next);
    if (next) {
      setText('');
      setActive(0);
    }
  }

  function choose(option: SearchSelectOption) {
    setOpen(false);
    if (option.value !== value) onValueChange(option.value, option.label);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (all.length === 0 ? 0 : (current + step + all.length) % all.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = all[active];
      if (option) choose(option);
    }
  }

  const optionId = (index: number) => `${listId}-${index}`;
  return (
    // Modal, so the list scrolls inside a dialog too (the dialog locks scrolling around itself).
    <Popover.Root open={open} onOpenChange={openChange} modal>
      <Popover.Trigger asChild disabled={disabled}>
        {/* A select-only combobox, as a native or Radix select reads to assistive technology. */}
        <button
          type="button"
          role="combobox"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          className={cn(fieldClasses, 'flex h-10 cursor-pointer items-center justify-between gap-2 text-left', className)}
          {...buttonProps}
        >
          <span className="truncate">{valueLabel}</span>
          <ChevronDown aria-hidden="true" className="size-4 shrink-0 opacity-60" />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label={searchLabel}
          align="start"
          sideOffset={4}
          className="z-50 grid w-72 max-w-[calc(100vw-2rem)] min-w-(--radix-popover-trigger-width) gap-2 rounded-md border bg-card p-2 text-foreground shadow-md"
        >
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
            <input
              role="combobox"
              aria-label={searchLabel}
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={all[active] ? optionId(active) : undefined}
              type="search"
              autoComplete="off"
              value={text}
              placeholder={searchPlaceholder}
              onChange={(event) => {
                setText(event.target.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
              className={cn(fieldClasses, 'h-9 pr-8 pl-8')}
            />
            {searching && <Spinner className="absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-muted-foreground" />}
          </div>
          <ul id={listId} role="listbox" aria-label={searchLabel} className="max-h-64 overflow-y-auto">
            {all.map((option, index) => (
              <li
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={option.value === value}
                onPointerMove={() => setActive(index)}
                onClick={() => choose(option)}
                className={cn('flex cursor-pointer items-start gap-2 rounded-sm px-2 py-2 text-sm', index === active && 'bg-accent')}
              >
                <Check aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', option.value !== value && 'invisible')} />
                <span className="min-w-0">
                  <span className="block break-words">{option.label}</span>
                  {option.description && <span className="block text-xs break-words text-muted-foreground">{option.description}</span>}
                </span>
              </li>
            ))}
          </ul>
          {all.length === fixedOptions.length && !searching && <p className="px-2 pb-1 text-sm text-muted-foreground">{emptyText}</p>}
          {moreText && <p className="px-2 pb-1 text-xs text-muted-foreground">{moreText}</p>}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
