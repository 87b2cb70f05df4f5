import { z } from 'zod'

/*
 * The shape of a 'Tampilan Situs' save (PUT /api/tampilan-situs). Only the shape: what each value
 * may be (required, lengths, links, the period) is the fields' rule (site-look.fields.ts), which
 * Payload applies to every write, /cms included, with its Indonesian message.
 */

const BAD = 'Data Tampilan Situs tidak valid.'
const text = z.string({ error: BAD })
const picture = z.object({ id: z.number({ error: BAD }).int().positive(), alt: text })
const date = z.union([z.iso.datetime({ offset: true, error: BAD }), z.null()])

export const siteLookInputSchema = z.object(
  {
    hero: z.array(z.object({ gambar: picture, judul: text, tagline: text }), { error: BAD }),
    slideshow: z.array(z.object({ gambar: picture }), { error: BAD }),
    pengurus: z.array(
      z.object({
        foto: picture,
        nama: text,
        jabatan: text,
        tempatTanggalLahir: text,
        pendidikan: z.array(text).max(20, BAD),
        riwayatPekerjaan: z.array(text).max(20, BAD),
      }),
      { error: BAD },
    ),
    // An addition: a client that predates it leaves the board as it is.
    dps: z
      .array(
        z.object({
          foto: picture,
          nama: text,
          peran: text,
          pendidikan: z.array(text).max(20, BAD),
          pengalaman: z.array(text).max(20, BAD),
        }),
        { error: BAD },
      )
      .optional(),
    struktur: z.object({ gambar: picture, keterangan: text }),
    sosial: z.object({ instagram: text, facebook: text, youtube: text }),
    pengumuman: z.object({ teks: text, tautan: text, mulai: date, selesai: date }),
  },
  { error: BAD },
)

export type SiteLookInput = z.infer<typeof siteLookInputSchema>
