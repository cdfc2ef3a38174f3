import { useEffect, useId, useRef, useState } from 'react';
import { Search, X } from 'lucide-react';
import { SEARCH_MAX } from '@/src/schemas/list-search';
import { listsText } from '@/src/text/nl/lists';
import { Input } from '@/client/components/ui/input';

const DEBOUNCE_MS = 300;

type SearchBoxProps = {
  /** The search in the address bar; typing updates it after a short pause. */
  value: string;
  onSearch: (q: string) => void;
  placeholder: string;
  label?: string;
};

/** A search field for a server-side list: debounced, kept in the URL by the page, Escape clears it. */
export function SearchBox({ value, onSearch, placeholder, label = listsText.lists.search }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const id = useId();
  const latest = useRef(onSearch);
  latest.current = onSearch;

  // Back/forward or a shared link changes the address: show what it says.
  useEffect(() => setText(value), [value]);

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => latest.current(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <div className="relative w-full sm:max-w-sm">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        id={id}
        type="search"
        value={text}
        maxLength={SEARCH_MAX}
        placeholder={placeholder}
        className="pr-9 pl-9"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && text) {
            event.preventDefault();
            setText('');
          }
        }}
      />
      {text && (
        <button
          type="button"
          onClick={() => setText('')}
          className="absolute top-1/2 right-2 flex size-7 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground"
          aria-label={listsText.lists.clearSearch}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
