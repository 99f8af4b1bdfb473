import sharp from 'sharp';

// Demo images drawn at seed time from SVG shapes (no text: the machine may have no fonts, and
// nothing is downloaded). Each palette gives one project its own look.

export interface Palette {
  sky: [string, string];
  buildings: string[];
  ground: string;
}

export const palettes: Palette[] = [
  { sky: ['#ffb56b', '#5b7fd1'], buildings: ['#2d3a5c', '#3f4f7a', '#1f2a44'], ground: '#6b8f4e' },
  { sky: ['#9ad0ff', '#e6f3ff'], buildings: ['#5a6b82', '#7a8ca6', '#40506a'], ground: '#8aa36a' },
  { sky: ['#ff9a8b', '#ffd3a5'], buildings: ['#6b3f4f', '#8a5566', '#4f2d3a'], ground: '#a08a5b' },
  { sky: ['#2b5876', '#4e4376'], buildings: ['#f2c14e', '#f78154', '#4d9078'], ground: '#33454f' },
  { sky: ['#a1c4fd', '#c2e9fb'], buildings: ['#314755', '#26a0da', '#1c6e8c'], ground: '#5f7d4f' },
];

const render = (svg: string) => sharp(Buffer.from(svg));

/** A skyline at dusk or day: towers of varied heights with lit windows. */
export async function bannerImage(palette: Palette, seed: number): Promise<Buffer> {
  const width = 1600;
  const height = 900;
  const towers: string[] = [];
  let x = 40;
  let i = seed;
  while (x < width - 120) {
    i += 1;
    const w = 110 + ((i * 53) % 120);
    const h = 260 + ((i * 97) % 420);
    const colour = palette.buildings[i % palette.buildings.length];
    towers.push(`<rect x="${x}" y="${height - 140 - h}" width="${w}" height="${h}" fill="${colour}"/>`);
    for (let wy = height - 120 - h; wy < height - 170; wy += 42)
      for (let wx = x + 14; wx < x + w - 24; wx += 30)
        if ((wx * 7 + wy * 3 + i) % 5 !== 0)
          towers.push(`<rect x="${wx}" y="${wy}" width="14" height="20" fill="#ffe9a8" opacity="0.85"/>`);
    x += w + 18 + ((i * 31) % 40);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${1300 - seed * 90}" cy="170" r="70" fill="#fff6d5" opacity="0.8"/>
    ${towers.join('')}
    <rect y="${height - 140}" width="${width}" height="140" fill="${palette.ground}"/>
  </svg>`;
  return render(svg).jpeg({ quality: 82 }).toBuffer();
}

/** A floor plan: white walls on blueprint blue, rooms laid out from the seed. */
export async function blueprintImage(seed: number): Promise<Buffer> {
  const width = 1200;
  const height = 900;
  const grid: string[] = [];
  for (let gx = 0; gx <= width; gx += 40) grid.push(`<line x1="${gx}" y1="0" x2="${gx}" y2="${height}"/>`);
  for (let gy = 0; gy <= height; gy += 40) grid.push(`<line x1="0" y1="${gy}" x2="${width}" y2="${gy}"/>`);
  const split = 360 + ((seed * 67) % 240);
  const rooms = [
    [120, 120, split - 120, 300],
    [split, 120, 1080 - split, 300],
    [120, 420, 420, 360],
    [540, 420, 260 + ((seed * 29) % 80), 360],
    [880, 420, 200, 360],
  ]
    .map(([x, y, w, h]) => `<rect x="${x}" y="${y}" width="${w}" height="${h}"/>`)
    .join('');
  const doors = [0, 1, 2, 3]
    .map((n) => `<path d="M ${200 + n * 230} 420 a 50 50 0 0 1 50 -50" stroke-dasharray="6 6"/>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#0d3b66"/>
    <g stroke="#ffffff" stroke-opacity="0.12" stroke-width="1">${grid.join('')}</g>
    <g fill="none" stroke="#ffffff" stroke-width="8">${rooms}</g>
    <g fill="none" stroke="#ffffff" stroke-width="3">${doors}</g>
  </svg>`;
  return render(svg).png().toBuffer();
}

/** A round company mark: two overlapping shapes in the brand colours. */
export async function logoImage(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">
    <rect width="512" height="512" fill="#0f4c81"/>
    <rect x="120" y="180" width="110" height="220" fill="#ffffff"/>
    <rect x="250" y="110" width="140" height="290" fill="#f2c14e"/>
    <rect x="80" y="400" width="352" height="24" fill="#ffffff"/>
  </svg>`;
  return render(svg).png().toBuffer();
}
