import PDFDocument from 'pdfkit';
import {
  formatDate,
  streetPlans,
  workingDaysBefore,
  type Language,
  type PlacedPitch,
  type PlanPitch,
  type StreetPlan,
  type StreetSide,
} from '@brocante/shared';
import { COMMUNE_FILE_WORDS, type CommuneFileWords } from './commune-file-words';

/** What the commune's file is made of: the edition, its organiser, its pitches and its figures. */
export interface CommuneFileData {
  edition: {
    date: string;
    arrivalFrom: string;
    arrivalUntil: string;
    communeNoticeWorkingDays: number;
    streetsClosedFrom: string | null;
    streetsClosedUntil: string | null;
  };
  organiser: {
    name: string;
    quarter: string;
    commune: string;
    email: string | null;
    phone: string | null;
    postalAddress: string | null;
  };
  pitches: PlanPitch[];
  figures: { pitches: number; held: number; exhibitors: number; neighbors: number; visitors: number };
  /** The name of the insurance certificate joined after the plans (insurance-certificate-pages.ts), or null. */
  insurance: string | null;
  generatedAt: Date;
}

/** 1:200: a metre of street is 5 mm of paper. */
const POINTS_PER_METRE = (5 * 72) / 25.4;
/** Drawn depth of a pitch and width of the roadway (schematic: a commune reads lengths and order). */
const PITCH_DEPTH = 3 * POINTS_PER_METRE;
const ROAD_WIDTH = 34;
const BAND_HEIGHT = PITCH_DEPTH * 2 + ROAD_WIDTH + 30;
const MARGIN = 40;

/** The paper a committee prints on, and how much street a landscape page of it holds at 1:200. */
export const PAPERS = ['a4', 'a3'] as const;
export type Paper = (typeof PAPERS)[number];
const LAYOUT: Record<Paper, { size: 'A4' | 'A3'; bandMetres: number; bandsPerPage: number }> = {
  a4: { size: 'A4', bandMetres: 50, bandsPerPage: 3 },
  a3: { size: 'A3', bandMetres: 75, bandsPerPage: 4 },
};

const metresText = (metres: number, language: Language) => metres.toLocaleString(language === 'nl' ? 'nl-BE' : 'fr-BE');

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/**
 * The « Dossier pour la commune » of an edition, as one PDF (A4 or A3, black on white, standard fonts): a first page
 * with the organiser, the hours, the streets and the figures, then the plan of each street at 1:200, a band at a time, the
 * odd side above the roadway and the even side below, each pitch with its name and the house it stands in front of.
 */
export function communeFilePdf(data: CommuneFileData, language: Language, paper: Paper = 'a4'): Promise<Buffer> {
  const words = COMMUNE_FILE_WORDS[language];
  const layout = LAYOUT[paper];
  const brocante = fill(words.brocanteOf, { date: formatDate(data.edition.date, language) });
  const doc = new PDFDocument({
    size: layout.size,
    margin: MARGIN,
    info: { Title: `${words.title} — ${brocante}`, Author: data.organiser.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const written = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const plans = streetPlans(data.pitches);
  firstPage(doc, data, plans, words, brocante, language);
  for (const plan of plans) streetPages(doc, plan, words, brocante, layout);
  doc.end();
  return written;
}

function heading(doc: PDFKit.PDFDocument, text: string) {
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).text(text).moveDown(0.2).font('Helvetica').fontSize(11);
}

function firstPage(
  doc: PDFKit.PDFDocument,
  data: CommuneFileData,
  plans: StreetPlan[],
  words: CommuneFileWords,
  brocante: string,
  language: Language,
) {
  doc.font('Helvetica-Bold').fontSize(22).text(words.title);
  doc.font('Helvetica').fontSize(15).text(`${brocante} — ${data.organiser.quarter}, ${data.organiser.commune}`);
  if (data.edition.communeNoticeWorkingDays > 0)
    doc
      .moveDown(0.5)
      .fontSize(11)
      .text(
        fill(words.deadline, {
          date: formatDate(workingDaysBefore(data.edition.date, data.edition.communeNoticeWorkingDays), language),
          days: data.edition.communeNoticeWorkingDays,
        }),
      );
  heading(doc, words.organiser);
  const { organiser } = data;
  for (const line of [organiser.name, organiser.postalAddress, organiser.email].filter(Boolean)) doc.text(String(line));
  doc.moveDown(0.5).text(data.insurance ? fill(words.insuranceJoined, { name: data.insurance }) : words.insuranceMissing);
  heading(doc, words.onTheDay);
  doc.text([organiser.phone, organiser.email].filter(Boolean).join(' — ') || '—');
  heading(doc, words.hours);
  const { streetsClosedFrom: closed, streetsClosedUntil: reopened } = data.edition;
  doc.text(closed && reopened ? fill(words.closure, { from: closed, until: reopened }) : words.closureUnknown);
  doc.text(fill(words.installation, { from: data.edition.arrivalFrom, until: data.edition.arrivalUntil }));
  heading(doc, words.streets);
  const columns = [MARGIN, 330, 430];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    cells.forEach((cell, index) => doc.text(cell, columns[index]!, y, { width: index ? 90 : 280, lineBreak: false }));
    doc.x = MARGIN;
    doc.y = y + 16;
  };
  row([words.street, words.pitches, words.meters], true);
  for (const plan of plans) {
    const placed = [...plan.sides.odd, ...plan.sides.even];
    const metres = placed.reduce((sum, { pitch }) => sum + Number(pitch.meters), 0);
    row([plan.street, String(placed.length), metresText(metres, language)]);
  }
  heading(doc, words.lanes);
  const lanes = plans.flatMap((plan) =>
    [...plan.sides.odd, ...plan.sides.even]
      .filter(({ pitch }) => Number(pitch.laneAfter) > 0)
      .map(({ pitch }) =>
        fill(words.lane, { street: plan.street, pitch: pitch.name, metres: metresText(Number(pitch.laneAfter), language) }),
      ),
  );
  for (const lane of lanes.length ? lanes : [words.noLane]) doc.text(lane);
  heading(doc, words.figures);
  for (const [label, value] of [
    [words.pitchesTotal, data.figures.pitches],
    [words.pitchesHeld, data.figures.held],
    [words.exhibitors, data.figures.exhibitors],
    [words.neighbors, data.figures.neighbors],
    [words.visitors, data.figures.visitors],
  ] as const)
    row([label, String(value)]);
  doc
    .moveDown(2)
    .fontSize(9)
    .text(fill(words.generated, { date: formatDate(data.generatedAt, language) }), MARGIN);
}

/** One street, a band of street at a time (50 m on A4, 75 m on A3) and 3 or 4 bands to a landscape page, with the scale's bar on each page. */
function streetPages(
  doc: PDFKit.PDFDocument,
  plan: StreetPlan,
  words: CommuneFileWords,
  brocante: string,
  { size, bandMetres, bandsPerPage }: (typeof LAYOUT)[Paper],
) {
  const bands = Math.max(1, Math.ceil(plan.length / bandMetres));
  for (let band = 0; band < bands; band += 1) {
    const slot = band % bandsPerPage;
    if (slot === 0) {
      doc.addPage({ size, layout: 'landscape', margin: MARGIN });
      const part = band ? ` (${words.continued})` : '';
      doc.font('Helvetica-Bold').fontSize(15).text(`${words.plan} — ${plan.street}${part}`, MARGIN, MARGIN);
      doc.font('Helvetica').fontSize(9).text(`${brocante} — ${words.scale}`);
      scaleBar(doc, doc.page.height - MARGIN - 14);
    }
    drawBand(
      doc,
      plan,
      { start: band * bandMetres, end: Math.min(plan.length, (band + 1) * bandMetres) },
      words,
      MARGIN + 48 + slot * BAND_HEIGHT,
    );
  }
}

function drawBand(
  doc: PDFKit.PDFDocument,
  plan: StreetPlan,
  { start, end }: { start: number; end: number },
  words: CommuneFileWords,
  top: number,
) {
  const x = (metres: number) => MARGIN + (metres - start) * POINTS_PER_METRE;
  const roadTop = top + 12 + PITCH_DEPTH;
  doc.font('Helvetica').fontSize(7);
  doc.text(words.oddSide, MARGIN, top, { lineBreak: false });
  doc.text(words.evenSide, MARGIN, roadTop + ROAD_WIDTH + PITCH_DEPTH + 3, { lineBreak: false });
  // The roadway: its two kerbs, the street's name and where this band lies along it.
  doc.lineWidth(0.8).moveTo(x(start), roadTop).lineTo(x(end), roadTop).stroke();
  doc
    .moveTo(x(start), roadTop + ROAD_WIDTH)
    .lineTo(x(end), roadTop + ROAD_WIDTH)
    .stroke();
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(`${plan.street} — ${fill(words.stretch, { start, end })}`, x(start) + 4, roadTop + ROAD_WIDTH / 2 - 4, {
      lineBreak: false,
    });
  for (const side of ['odd', 'even'] as StreetSide[]) {
    const y = side === 'odd' ? roadTop - PITCH_DEPTH : roadTop + ROAD_WIDTH;
    for (const placed of plan.sides[side]) {
      drawPitch(doc, placed, { start, end, x, y, words });
      const laneFrom = placed.from + Number(placed.pitch.meters);
      drawLane(doc, laneFrom, laneFrom + (Number(placed.pitch.laneAfter) || 0), { start, end, x, y, words });
    }
  }
}

function drawPitch(
  doc: PDFKit.PDFDocument,
  { pitch, from }: PlacedPitch,
  { start, end, x, y, words }: { start: number; end: number; x: (metres: number) => number; y: number; words: CommuneFileWords },
) {
  const to = from + Number(pitch.meters);
  const left = Math.max(from, start);
  const right = Math.min(to, end);
  if (right <= left) return;
  doc
    .lineWidth(0.6)
    .rect(x(left), y, x(right) - x(left), PITCH_DEPTH)
    .stroke();
  // Named once, in the band holding the larger part of it (the first, when halved).
  const half = (to - from) / 2;
  if (right - left < half || (right - left === half && from < start)) return;
  const width = x(right) - x(left);
  doc
    .font('Helvetica-Bold')
    .fontSize(8)
    .text(pitch.name, x(left), y + PITCH_DEPTH / 2 - 9, { width, align: 'center', lineBreak: false });
  if (pitch.number)
    doc
      .font('Helvetica')
      .fontSize(6)
      .text(fill(words.houseNumber, { number: pitch.number }), x(left), y + PITCH_DEPTH / 2 + 2, {
        width,
        align: 'center',
        lineBreak: false,
      });
}

/** A lane kept free after a pitch: hatched across its width, named below when it is wide enough to read. */
function drawLane(
  doc: PDFKit.PDFDocument,
  from: number,
  to: number,
  { start, end, x, y, words }: { start: number; end: number; x: (metres: number) => number; y: number; words: CommuneFileWords },
) {
  const left = Math.max(from, start);
  const right = Math.min(to, end);
  if (right <= left) return;
  doc.save().lineWidth(0.4);
  doc.rect(x(left), y, x(right) - x(left), PITCH_DEPTH).clip();
  for (let hatch = x(left) - PITCH_DEPTH; hatch < x(right); hatch += 6)
    doc
      .moveTo(hatch, y + PITCH_DEPTH)
      .lineTo(hatch + PITCH_DEPTH, y)
      .stroke();
  doc.restore();
  if (x(right) - x(left) < 30) return;
  // On a white ground, to read across the hatching.
  doc.font('Helvetica-Bold').fontSize(6);
  const labelWidth = doc.widthOfString(words.laneLabel) + 4;
  const middle = (x(left) + x(right)) / 2;
  doc.rect(middle - labelWidth / 2, y + PITCH_DEPTH / 2 - 4, labelWidth, 9).fill('white');
  doc.fillColor('black').text(words.laneLabel, middle - labelWidth / 2, y + PITCH_DEPTH / 2 - 2, {
    width: labelWidth,
    align: 'center',
    lineBreak: false,
  });
}

/** 10 m of street, as the page draws it: a bar with its ends and its middle marked. */
function scaleBar(doc: PDFKit.PDFDocument, y: number) {
  const length = 10 * POINTS_PER_METRE;
  doc
    .lineWidth(1)
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + length, y)
    .stroke();
  for (const tick of [0, length / 2, length])
    doc
      .moveTo(MARGIN + tick, y - 3)
      .lineTo(MARGIN + tick, y + 3)
      .stroke();
  doc.font('Helvetica').fontSize(7);
  doc.text('0', MARGIN - 2, y + 5, { lineBreak: false });
  doc.text('5 m', MARGIN + length / 2 - 6, y + 5, { lineBreak: false });
  doc.text('10 m', MARGIN + length - 8, y + 5, { lineBreak: false });
}
