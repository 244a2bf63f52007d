import styles from './components.module.css';

export interface ChipOption {
  value: string;
  label: string;
  count?: number;
}

/** Single-choice filter chips, with counts when given. */
export function Chips({
  options,
  value,
  onChange,
  label,
}: {
  options: ChipOption[];
  value: string;
  onChange: (value: string) => void;
  label: string;
}) {
  return (
    <div className={styles.chips} role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
          {option.count !== undefined ? <span className={styles.count}>{option.count}</span> : null}
        </button>
      ))}
    </div>
  );
}

/** 'all' plus each distinct value of `key`, with how many items carry it. */
export function chipsWithCounts<T>(
  items: readonly T[],
  key: (item: T) => string,
  allLabel = 'Semua',
  labelOf: (value: string) => string = (v) => v,
): ChipOption[] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [
    { value: 'all', label: allLabel, count: items.length },
    ...[...counts].map(([value, count]) => ({ value, label: labelOf(value), count })),
  ];
}
