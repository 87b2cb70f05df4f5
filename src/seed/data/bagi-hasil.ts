/**
 * Demo profit-sharing rates: the nisbah of each mudharabah deposit and tenor, and a realised
 * equivalent rate per year that drifts a little month by month, for the twelve months before
 * the first start.
 */
export const bagiHasilSeed: {
  slug: string
  tenor: number
  nisbahNasabah: number
  ekuivalen: number
}[] = [
  { slug: 'tabungan-mudharabah', tenor: 0, nisbahNasabah: 20, ekuivalen: 1.75 },
  { slug: 'tabungan-haji', tenor: 0, nisbahNasabah: 25, ekuivalen: 2.1 },
  { slug: 'tabungan-pendidikan', tenor: 0, nisbahNasabah: 25, ekuivalen: 2.05 },
  { slug: 'deposito-mudharabah', tenor: 1, nisbahNasabah: 40, ekuivalen: 4.25 },
  { slug: 'deposito-mudharabah', tenor: 3, nisbahNasabah: 42, ekuivalen: 4.6 },
  { slug: 'deposito-mudharabah', tenor: 6, nisbahNasabah: 45, ekuivalen: 5.0 },
  { slug: 'deposito-mudharabah', tenor: 12, nisbahNasabah: 50, ekuivalen: 5.5 },
]

/** The month's small drift: the same every start, so the demo reads as real figures. */
export const drift = (month: number) => [0, 0.08, 0.12, 0.05, -0.04, -0.1, -0.06, 0.03, 0.09, 0.14, 0.1, 0.06][month % 12]
