// The users table as the operator's command needs it, on SQLite or PostgreSQL (the same
// variables as the app: DATABASE_URL, SQLITE_PATH). Plain SQL, because the command runs where the
// app's TypeScript does not: inside the image, beside the standalone server.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'

const AUDIT = (username, id) => ({
  jenis: 'ubah-password',
  pengguna: 'operator-server',
  objek: 'users',
  objekId: String(id),
  judul: username,
  alamat: 'server',
  keterangan: 'Password sementara dibuat dengan perintah admin reset-password',
})

function sqlite(file) {
  if (!existsSync(file)) throw new Error(`Basis data SQLite tidak ditemukan: ${file}`)
  const db = new DatabaseSync(file)
  // The server may be writing at the same moment; wait for it rather than fail.
  db.exec('PRAGMA busy_timeout = 5000')
  return {
    async resetPassword(username, { salt, hash }) {
      db.exec('BEGIN IMMEDIATE')
      try {
        const user = db.prepare('SELECT id, active FROM users WHERE username = ?').get(username)
        if (!user) {
          db.exec('ROLLBACK')
          return null
        }
        db.prepare(
          'UPDATE users SET salt = ?, hash = ?, must_change_password = 1 WHERE id = ?',
        ).run(salt, hash, user.id)
        db.prepare('DELETE FROM users_sessions WHERE _parent_id = ?').run(user.id)
        const a = AUDIT(username, user.id)
        db.prepare(
          `INSERT INTO aktivitas (jenis, pengguna, objek, objek_id, judul, alamat, keterangan)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        ).run(a.jenis, a.pengguna, a.objek, a.objekId, a.judul, a.alamat, a.keterangan)
        db.exec('COMMIT')
        return { id: user.id, active: Boolean(user.active) }
      } catch (error) {
        db.exec('ROLLBACK')
        throw error
      }
    },
    async close() {
      db.close()
    },
  }
}

async function postgres(url) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  return {
    async resetPassword(username, { salt, hash }) {
      await client.query('BEGIN')
      try {
        const { rows } = await client.query(
          'SELECT id, active FROM users WHERE username = $1 FOR UPDATE',
          [username],
        )
        const user = rows[0]
        if (!user) {
          await client.query('ROLLBACK')
          return null
        }
        await client.query(
          'UPDATE users SET salt = $1, hash = $2, must_change_password = true WHERE id = $3',
          [salt, hash, user.id],
        )
        await client.query('DELETE FROM users_sessions WHERE _parent_id = $1', [user.id])
        const a = AUDIT(username, user.id)
        await client.query(
          `INSERT INTO aktivitas (jenis, pengguna, objek, objek_id, judul, alamat, keterangan)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [a.jenis, a.pengguna, a.objek, a.objekId, a.judul, a.alamat, a.keterangan],
        )
        await client.query('COMMIT')
        return { id: user.id, active: user.active !== false }
      } catch (error) {
        await client.query('ROLLBACK')
        throw error
      }
    },
    close: () => client.end(),
  }
}

export function openAccounts(env = process.env) {
  const url = env.DATABASE_URL ?? ''
  if (/^postgres(ql)?:\/\//.test(url)) return postgres(url)
  return sqlite(path.resolve(env.SQLITE_PATH || 'data/bprs.db'))
}
