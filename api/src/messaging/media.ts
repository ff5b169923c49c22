import { fileTypeFromBuffer } from 'file-type';
import { createFile, MP4BoxBuffer } from 'mp4box';
import { codes } from '../contract/codes.ts';
import {
  materialMessages,
  materialRules,
  type MaterialKind,
} from '../contract/schemas/messaging.ts';
import { ApiError } from '../errors.ts';
import { reencodeImage } from '../uploads/images.ts';

/** A material file as the service keeps it: checked, images re-encoded, with its real duration. */
export type InspectedMedia = {
  kind: MaterialKind;
  mime: string;
  bytes: Buffer;
  durationSeconds: number | null;
};

const refuse = (message: string, status = 400) =>
  new ApiError(codes.invalidRequest, message, status);
const unsupported = () => refuse(materialMessages.unsupported, 415);

/** What the bytes say they are (never the name or the client's type) → kind and stored type. */
const acceptedTypes: Record<string, { kind: MaterialKind; mime: string }> = {
  jpg: { kind: 'image', mime: 'image/jpeg' },
  png: { kind: 'image', mime: 'image/png' },
  gif: { kind: 'image', mime: 'image/gif' },
  mp4: { kind: 'video', mime: 'video/mp4' },
  mp3: { kind: 'audio', mime: 'audio/mpeg' },
  m4a: { kind: 'audio', mime: 'audio/mp4' },
  amr: { kind: 'audio', mime: 'audio/amr' },
};

/** Top-level boxes of a playable MP4; what follows the last of them is not part of the file. */
const mp4MediaBoxes = new Set(['ftyp', 'moov', 'mdat', 'moof', 'mfra', 'sidx', 'styp']);

/**
 * Length of an MP4 up to the end of its last media box, walking the top-level boxes (ISO/IEC
 * 14496-12 §4.2: a 32-bit size, or 1 and a 64-bit size, or 0 for "to the end"); 0 when none.
 */
export function mp4Length(bytes: Buffer): number {
  let offset = 0;
  let end = 0;
  while (offset + 8 <= bytes.length) {
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    let size = bytes.readUInt32BE(offset);
    if (size === 1) {
      if (offset + 16 > bytes.length) break;
      size = Number(bytes.readBigUInt64BE(offset + 8));
    } else if (size === 0) {
      size = bytes.length - offset;
    }
    if (size < 8 || offset + size > bytes.length) break;
    offset += size;
    if (mp4MediaBoxes.has(type)) end = offset;
  }
  return end;
}

/**
 * Duration of an MP4's longest track, summed from its samples' durations (the sample tables,
 * never the headers' declared duration); null when it has no samples or one lies past the end.
 */
export function mp4Duration(bytes: Buffer): number | null {
  const file = createFile();
  let seconds: number | null = null;
  file.onReady = (info) => {
    for (const track of info.tracks) {
      const samples = file.getTrackById(track.id).samples ?? [];
      if (samples.length === 0 || track.timescale <= 0) continue;
      if (samples.some((sample) => sample.offset + sample.size > bytes.length)) {
        seconds = null;
        return;
      }
      seconds = Math.max(seconds ?? 0, track.samples_duration / track.timescale);
    }
  };
  const buffer = MP4BoxBuffer.fromArrayBuffer(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    0,
  );
  try {
    file.appendBuffer(buffer);
    file.flush();
  } catch {
    return null;
  }
  return seconds;
}

/** Speech-frame payload bytes by frame type (RFC 4867 §5.3); SID frames 5, NO_DATA 0. */
const amrFrameBytes = {
  nb: [12, 13, 15, 17, 19, 20, 26, 31, 5, 0, 0, 0, 0, 0, 0, 0],
  wb: [17, 23, 32, 36, 40, 46, 50, 58, 60, 5, 0, 0, 0, 0, 0, 0],
} as const;

/**
 * Duration of an AMR file (RFC 4867 storage format: a magic line, then frames of 20 ms, each a
 * one-byte header whose frame type gives its size). music-metadata does not read AMR.
 */
export function amrDuration(bytes: Buffer): number | null {
  const wide = bytes.subarray(0, 9).toString('latin1') === '#!AMR-WB\n';
  let offset = wide ? 9 : bytes.subarray(0, 6).toString('latin1') === '#!AMR\n' ? 6 : -1;
  if (offset < 0) return null;
  const sizes = wide ? amrFrameBytes.wb : amrFrameBytes.nb;
  let frames = 0;
  while (offset < bytes.length) {
    offset += 1 + sizes[(bytes[offset]! >> 3) & 0x0f]!;
    frames += 1;
  }
  return offset === bytes.length ? frames * 0.02 : null;
}

async function audioDuration(bytes: Buffer, mime: string): Promise<number | null> {
  if (mime === 'audio/amr') return amrDuration(bytes);
  try {
    // music-metadata (about 13 MB resident) loads with the first audio file, not with the service.
    const { parseBuffer } = await import('music-metadata');
    const { format } = await parseBuffer(bytes, { mimeType: mime }, { duration: true });
    return format.duration ?? null;
  } catch {
    return null;
  }
}

/**
 * Checks an uploaded material file (spec §5: 2 MB, video and audio one minute at most) by its
 * bytes and returns what to store.
 */
export async function inspectMaterialFile(bytes: Buffer): Promise<InspectedMedia> {
  if (bytes.length > materialRules.maxBytes) throw refuse(materialMessages.tooLarge, 413);
  const detected = await fileTypeFromBuffer(bytes);
  const accepted = detected && acceptedTypes[detected.ext];
  if (!accepted) throw refuse(materialMessages.unsupported, 415);

  if (accepted.kind === 'image') {
    const reencoded = await reencodeImage(bytes, accepted.mime, unsupported);
    if (reencoded.length > materialRules.maxBytes) throw refuse(materialMessages.tooLarge, 413);
    return { ...accepted, bytes: reencoded, durationSeconds: null };
  }
  const mp4 = accepted.mime === 'video/mp4' || accepted.mime === 'audio/mp4';
  const media = mp4 ? bytes.subarray(0, mp4Length(bytes)) : bytes;
  const seconds = mp4 ? mp4Duration(media) : await audioDuration(media, accepted.mime);
  if (seconds === null) throw refuse(materialMessages.unreadable);
  if (seconds > materialRules.maxSeconds + 0.5) throw refuse(materialMessages.tooLong);
  return { ...accepted, bytes: media, durationSeconds: Math.round(seconds) };
}

/** A cover image of a video or audio material: a jpg or png of at most 200 KB, re-encoded. */
export async function inspectCoverImage(bytes: Buffer) {
  const { cover } = materialRules;
  const tooLarge = () => refuse(materialMessages.coverTooLarge, 413);
  if (bytes.length > cover.maxBytes) throw tooLarge();
  const detected = await fileTypeFromBuffer(bytes);
  const accepted = detected && (cover.extensions as readonly string[]).includes(detected.ext);
  const coverUnsupported = () => refuse(materialMessages.coverUnsupported, 415);
  if (!accepted) throw coverUnsupported();
  const { mime } = acceptedTypes[detected.ext]!;
  const reencoded = await reencodeImage(bytes, mime, coverUnsupported);
  if (reencoded.length > cover.maxBytes) throw tooLarge();
  return { mime, bytes: reencoded };
}
