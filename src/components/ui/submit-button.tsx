/** The filter form's submit: needed without JavaScript, harmless with it (results update as you type). */
export function FilterSubmitButton() {
  return (
    <button
      type="submit"
      className="h-12 shrink-0 rounded-xl bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
    >
      Cari
    </button>
  )
}
