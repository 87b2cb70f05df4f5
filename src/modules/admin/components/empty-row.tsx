/** The one row a back-office table shows when nothing matches; `columns` counts the No column. */
export function EmptyRow({ columns, text }: { columns: number; text: string }) {
  return (
    <tr>
      <td colSpan={columns} className="px-4 py-10 text-center text-muted">
        {text}
      </td>
    </tr>
  )
}
