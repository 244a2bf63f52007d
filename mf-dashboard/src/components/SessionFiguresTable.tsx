import type { SessionFigures } from '@undangin/contracts';

/**
 * Each session's figures as one table (the guest list's and the analytics page's 'Per Sesi'): who of the invited
 * opened, answered, comes and came, with their people.
 */
export function SessionFiguresTable({
  figures,
  className,
  rowTestId,
}: {
  figures: readonly SessionFigures[];
  className?: string;
  rowTestId: string;
}) {
  return (
    <table className={className}>
      <thead>
        <tr>
          <th>Sesi</th>
          <th>Diundang</th>
          <th>Dibuka</th>
          <th>Menjawab</th>
          <th>Akan hadir</th>
          <th>Orang</th>
          <th>Check-in</th>
          <th>Orang datang</th>
        </tr>
      </thead>
      <tbody>
        {figures.map((row) => (
          <tr key={row.id} data-testid={rowTestId}>
            <th scope="row">{row.name}</th>
            <td>{row.invited}</td>
            <td>{row.opened}</td>
            <td>{row.answered}</td>
            <td>{row.coming}</td>
            <td>{row.people}</td>
            <td>{row.checked_in}</td>
            <td>{row.people_checked_in}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
