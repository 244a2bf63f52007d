import { useState } from 'react';
import { TextField } from '@undangin/ui';

/** A searched, paged list's state: a new search goes back to page 1; `query` is what the list endpoint takes. */
export function useSearchedPages(perPage: number, initialSearch = '') {
  const [search, setSearch] = useState(initialSearch);
  const [page, setPage] = useState(1);
  const trimmed = search.trim();
  const changeSearch = (value: string) => {
    setSearch(value);
    setPage(1);
  };
  return {
    search,
    changeSearch,
    page,
    setPage,
    query: { page, per_page: perPage, ...(trimmed ? { search: trimmed } : {}) },
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
