/**
 * The directory of an OLE2 compound file (the container of Word 97-2003 documents), read by
 * following its sector chain through the FAT: the names of its storages and streams, for judging
 * an uploaded DOC (lib/uploads/sniff.ts).
 */

export type OleEntry = { name: string; type: 'storage' | 'stream' | 'root' };

const HEADER_SIZE = 512;
const DIRECTORY_ENTRY_SIZE = 128;
const HEADER_FAT_SLOTS = 109;
/** Sector numbers from here up are markers (free, end of chain, FAT sector...), not sectors. */
const MAX_SECTOR = 0xfffffffa;
const ENTRY_TYPES = { 1: 'storage', 2: 'stream', 5: 'root' } as const;

/**
 * Every storage and stream named in an OLE2 file's directory, or null when its header or
 * directory chain is unsound. A 5 MiB file never needs more FAT sectors than the header lists.
 */
export function oleEntries(bytes: Buffer): OleEntry[] | null {
  if (bytes.length < HEADER_SIZE) return null;
  const shift = bytes.readUInt16LE(30);
  if (shift !== 9 && shift !== 12) return null;
  const sectorSize = 1 << shift;
  // The header takes the whole first sector (512 bytes used), so sector n follows at n + 1.
  const sectorStart = (sector: number) => (sector + 1) * sectorSize;
  const fatSectors: number[] = [];
  for (let slot = 0; slot < HEADER_FAT_SLOTS; slot += 1) {
    const sector = bytes.readUInt32LE(76 + slot * 4);
    if (sector >= MAX_SECTOR) break;
    fatSectors.push(sector);
  }
  const entriesPerFatSector = sectorSize / 4;
  const nextSector = (sector: number): number => {
    const fatSector = fatSectors[Math.floor(sector / entriesPerFatSector)];
    if (fatSector === undefined) return MAX_SECTOR;
    const at = sectorStart(fatSector) + (sector % entriesPerFatSector) * 4;
    return at + 4 <= bytes.length ? bytes.readUInt32LE(at) : MAX_SECTOR;
  };

  const entries: OleEntry[] = [];
  let sector = bytes.readUInt32LE(48);
  const maxHops = Math.ceil(bytes.length / sectorSize);
  for (let hops = 0; sector < MAX_SECTOR && hops < maxHops; hops += 1) {
    const start = sectorStart(sector);
    if (start + sectorSize > bytes.length) return null;
    for (let entry = start; entry < start + sectorSize; entry += DIRECTORY_ENTRY_SIZE) {
      const type = ENTRY_TYPES[bytes[entry + 66] as keyof typeof ENTRY_TYPES];
      const nameBytes = bytes.readUInt16LE(entry + 64);
      if (!type || nameBytes < 2 || nameBytes > 64) continue;
      entries.push({ type, name: bytes.toString('utf16le', entry, entry + nameBytes - 2) });
    }
    sector = nextSector(sector);
  }
  return entries;
}
