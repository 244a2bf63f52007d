import { useState } from 'react';
import { TextField } from '@undangin/ui';
import { useCursorPages } from './Pager';

/** A searched, paged list's state: a new search goes back to the first page; `query` is what the endpoint takes. */
export function useSearchedPages(perPage: number, initialSearch = '') {
  const [search, setSearch] = useState(initialSearch);
  const pages = useCursorPages();
  const trimmed = search.trim();
  const changeSearch = (value: string) => {
    setSearch(value);
    pages.reset();
  };
  return {
    search,
    changeSearch,
    pages,
    query: {
      per_page: perPage,
      ...(pages.cursor ? { cursor: pages.cursor } : {}),
      ...(trimmed ? { search: trimmed } : {}),
    },
  };
}

/** The search box above an admin list; it filters as the admin types. */
export function SearchForm({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <form role="search" onSubmit={(event) => event.preventDefault()}>
      <TextField
        label={label}
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
    </form>
  );
}
