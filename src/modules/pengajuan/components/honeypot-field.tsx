/** The field a robot fills and a person never sees (modules/pengajuan/pengajuan.rules's honeypot). */
export function HoneypotField({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Situs web</label>
      <input id={id} name="situs" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
