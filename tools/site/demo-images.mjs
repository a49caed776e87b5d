/**
 * Draws the demo products' pictures (tools/site/demo-images/*.png) with
 * Node alone: flat illustrations from circles, rounded rectangles and
 * polygons, 2×2 supersampled, written as PNG (zlib from Node). Nothing is
 * downloaded; the pictures are committed, and `tools/site/demo-images.php`
 * imports them into the media library when the demo is seeded.
 *
 * Usage: node tools/site/demo-images.mjs [--check]
 * (--check only verifies that every picture exists and is a 1000×1000 PNG.)
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/**
 * A shape: `type` (circle, ellipse, ring, rect, poly), its measures
 * (cx, cy, r, rx, ry, w, x, y, h, points) and `fill`.
 *
 * @typedef {Record<string, any>} Shape
 */

const SIZE = 1000;
const OUT = path.join(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'demo-images'
);

/**
 * A colour from "#rrggbb".
 *
 * @param {string} hex Colour.
 * @return {number[]} [r, g, b].
 */
function rgb( hex ) {
	return [ 1, 3, 5 ].map( ( at ) => parseInt( hex.slice( at, at + 2 ), 16 ) );
}

/**
 * Whether a point lies inside a shape.
 *
 * @param {Shape}  s Shape.
 * @param {number} x X.
 * @param {number} y Y.
 * @return {boolean} Inside.
 */
function inside( s, x, y ) {
	switch ( s.type ) {
		case 'circle':
			return ( x - s.cx ) ** 2 + ( y - s.cy ) ** 2 <= s.r ** 2;
		case 'ellipse':
			return (
				( ( x - s.cx ) / s.rx ) ** 2 + ( ( y - s.cy ) / s.ry ) ** 2 <= 1
			);
		case 'ring': {
			const d = ( x - s.cx ) ** 2 + ( y - s.cy ) ** 2;
			return d <= s.r ** 2 && d >= ( s.r - s.w ) ** 2;
		}
		case 'rect': {
			const r = s.r ?? 0;
			if ( x < s.x || y < s.y || x > s.x + s.w || y > s.y + s.h ) {
				return false;
			}
			const cx = Math.min( Math.max( x, s.x + r ), s.x + s.w - r );
			const cy = Math.min( Math.max( y, s.y + r ), s.y + s.h - r );
			return ( x - cx ) ** 2 + ( y - cy ) ** 2 <= r * r;
		}
		case 'poly': {
			let hit = false;
			const p = s.points;
			for ( let i = 0, j = p.length - 1; i < p.length; j = i++ ) {
				const [ xi, yi ] = p[ i ];
				const [ xj, yj ] = p[ j ];
				if (
					yi > y !== yj > y &&
					x < ( ( xj - xi ) * ( y - yi ) ) / ( yj - yi ) + xi
				) {
					hit = ! hit;
				}
			}
			return hit;
		}
	}
	return false;
}

/**
 * The bounding box of a shape.
 *
 * @param {Shape} s Shape.
 * @return {number[]} [x0, y0, x1, y1].
 */
function bounds( s ) {
	switch ( s.type ) {
		case 'circle':
		case 'ring':
			return [ s.cx - s.r, s.cy - s.r, s.cx + s.r, s.cy + s.r ];
		case 'ellipse':
			return [ s.cx - s.rx, s.cy - s.ry, s.cx + s.rx, s.cy + s.ry ];
		case 'rect':
			return [ s.x, s.y, s.x + s.w, s.y + s.h ];
		case 'poly': {
			const xs = s.points.map( ( /** @type {number[]} */ p ) => p[ 0 ] );
			const ys = s.points.map( ( /** @type {number[]} */ p ) => p[ 1 ] );
			return [
				Math.min( ...xs ),
				Math.min( ...ys ),
				Math.max( ...xs ),
				Math.max( ...ys ),
			];
		}
	}
	return [ 0, 0, SIZE, SIZE ];
}

/**
 * Paints a scene: a background, then the shapes in order (2×2 samples a pixel).
 *
 * @param {string}  background Colour.
 * @param {Shape[]} shapes     Shapes with `fill`.
 * @return {Uint8Array} RGB pixels.
 */
function paint( background, shapes ) {
	const pixels = new Uint8Array( SIZE * SIZE * 3 );
	const bg = rgb( background );
	for ( let i = 0; i < SIZE * SIZE; i++ ) {
		pixels.set( bg, i * 3 );
	}
	for ( const shape of shapes ) {
		const colour = rgb( shape.fill );
		const [ x0, y0, x1, y1 ] = bounds( shape ).map( ( v, i ) =>
			i < 2
				? Math.max( 0, Math.floor( v ) )
				: Math.min( SIZE - 1, Math.ceil( v ) )
		);
		for ( let y = y0; y <= y1; y++ ) {
			for ( let x = x0; x <= x1; x++ ) {
				let hits = 0;
				for ( const [ dx, dy ] of [
					[ 0.25, 0.25 ],
					[ 0.75, 0.25 ],
					[ 0.25, 0.75 ],
					[ 0.75, 0.75 ],
				] ) {
					hits += inside( shape, x + dx, y + dy ) ? 1 : 0;
				}
				if ( hits === 0 ) {
					continue;
				}
				const at = ( y * SIZE + x ) * 3;
				for ( let c = 0; c < 3; c++ ) {
					pixels[ at + c ] = Math.round(
						( pixels[ at + c ] * ( 4 - hits ) +
							colour[ c ] * hits ) /
							4
					);
				}
			}
		}
	}
	return pixels;
}

/**
 * One PNG chunk.
 *
 * @param {string} type Chunk type.
 * @param {Buffer} data Chunk data.
 * @return {Buffer} Chunk.
 */
function chunk( type, data ) {
	const length = Buffer.alloc( 4 );
	length.writeUInt32BE( data.length );
	const body = Buffer.concat( [ Buffer.from( type, 'ascii' ), data ] );
	const crc = Buffer.alloc( 4 );
	crc.writeUInt32BE( zlib.crc32( body ) );
	return Buffer.concat( [ length, body, crc ] );
}

/**
 * A PNG file of RGB pixels (8 bit, no filter).
 *
 * @param {Uint8Array} pixels RGB pixels, SIZE × SIZE.
 * @return {Buffer} The file.
 */
function png( pixels ) {
	const header = Buffer.alloc( 13 );
	header.writeUInt32BE( SIZE, 0 );
	header.writeUInt32BE( SIZE, 4 );
	header[ 8 ] = 8; // bit depth
	header[ 9 ] = 2; // RGB
	const raw = Buffer.alloc( ( SIZE * 3 + 1 ) * SIZE );
	for ( let y = 0; y < SIZE; y++ ) {
		raw[ y * ( SIZE * 3 + 1 ) ] = 0;
		Buffer.from( pixels.buffer, y * SIZE * 3, SIZE * 3 ).copy(
			raw,
			y * ( SIZE * 3 + 1 ) + 1
		);
	}
	return Buffer.concat( [
		Buffer.from( [ 137, 80, 78, 71, 13, 10, 26, 10 ] ),
		chunk( 'IHDR', header ),
		chunk( 'IDAT', zlib.deflateSync( raw, { level: 9 } ) ),
		chunk( 'IEND', Buffer.alloc( 0 ) ),
	] );
}

/* Shapes of the demo products. */

/**
 * A mug.
 *
 * @param {string} body   Colour.
 * @param {string} accent Colour of the band.
 * @return {Shape[]} Shapes.
 */
function mug( body, accent ) {
	return [
		{ type: 'ellipse', cx: 470, cy: 805, rx: 250, ry: 36, fill: '#d9cfc2' },
		{ type: 'ring', cx: 690, cy: 520, r: 130, w: 48, fill: body },
		{ type: 'rect', x: 270, y: 300, w: 400, h: 500, r: 60, fill: body },
		{ type: 'rect', x: 270, y: 470, w: 400, h: 70, fill: accent },
		{ type: 'ellipse', cx: 470, cy: 305, rx: 200, ry: 34, fill: '#3b2417' },
	];
}

/**
 * A T-shirt (with a hood for the hoodie).
 *
 * @param {string}  body   Colour.
 * @param {string}  accent Colour of the print.
 * @param {boolean} hood   Whether it has a hood.
 * @return {Shape[]} Shapes.
 */
function shirt( body, accent, hood = false ) {
	/** @type {Shape[]} */
	const shapes = [
		{ type: 'ellipse', cx: 500, cy: 860, rx: 260, ry: 30, fill: '#d6d6d6' },
		{
			type: 'poly',
			fill: body,
			points: [
				[ 330, 200 ],
				[ 420, 180 ],
				[ 500, 220 ],
				[ 580, 180 ],
				[ 670, 200 ],
				[ 860, 340 ],
				[ 780, 450 ],
				[ 700, 400 ],
				[ 700, 840 ],
				[ 300, 840 ],
				[ 300, 400 ],
				[ 220, 450 ],
				[ 140, 340 ],
			],
		},
		{ type: 'circle', cx: 500, cy: 470, r: 90, fill: accent },
		{ type: 'circle', cx: 500, cy: 470, r: 45, fill: body },
	];
	if ( hood ) {
		shapes.splice( 1, 0, {
			type: 'ellipse',
			cx: 500,
			cy: 200,
			rx: 150,
			ry: 110,
			fill: body,
		} );
		shapes.push( {
			type: 'rect',
			x: 360,
			y: 640,
			w: 280,
			h: 110,
			r: 20,
			fill: accent,
		} );
	}
	return shapes;
}

/**
 * Every picture: file name, background and shapes.
 *
 * @type {Record<string, [string, Shape[]]>}
 */
const PICTURES = {
	'kaffeetasse.png': [ '#f3e3cf', mug( '#2f5d8a', '#f2b134' ) ],
	'kaffeetasse-2.png': [ '#dfe9f2', mug( '#c0392b', '#fdf6ec' ) ],
	'kaffeetasse-3.png': [
		'#f7efe5',
		[
			{ type: 'circle', cx: 500, cy: 500, r: 330, fill: '#2f5d8a' },
			{ type: 'circle', cx: 500, cy: 500, r: 280, fill: '#f7f3ee' },
			{ type: 'circle', cx: 500, cy: 500, r: 240, fill: '#6b4226' },
			{
				type: 'ellipse',
				cx: 470,
				cy: 470,
				rx: 90,
				ry: 50,
				fill: '#c89f7a',
			},
			{ type: 'ring', cx: 880, cy: 500, r: 90, w: 40, fill: '#2f5d8a' },
		],
	],
	'vitrine-shirt.png': [ '#e8f1ea', shirt( '#1f7a5a', '#f2d544' ) ],
	'vitrine-shirt-2.png': [ '#f5ece1', shirt( '#f4f4f4', '#1f7a5a' ) ],
	'vitrine-hoodie.png': [ '#ece6f5', shirt( '#4b3a78', '#f3a6c0', true ) ],
	'ticket-sommerfest.png': [
		'#fff4d6',
		[
			{ type: 'circle', cx: 760, cy: 230, r: 120, fill: '#f5b700' },
			{
				type: 'rect',
				x: 120,
				y: 360,
				w: 760,
				h: 340,
				r: 28,
				fill: '#e4572e',
			},
			{ type: 'circle', cx: 120, cy: 530, r: 56, fill: '#fff4d6' },
			{ type: 'circle', cx: 880, cy: 530, r: 56, fill: '#fff4d6' },
			{ type: 'rect', x: 620, y: 390, w: 8, h: 280, fill: '#fff4d6' },
			{
				type: 'rect',
				x: 200,
				y: 450,
				w: 330,
				h: 44,
				r: 8,
				fill: '#fff4d6',
			},
			{
				type: 'rect',
				x: 200,
				y: 530,
				w: 250,
				h: 30,
				r: 8,
				fill: '#f7b39c',
			},
			{
				type: 'rect',
				x: 200,
				y: 590,
				w: 290,
				h: 30,
				r: 8,
				fill: '#f7b39c',
			},
		],
	],
	'jahresmitgliedschaft.png': [
		'#e3ecf7',
		[
			{
				type: 'rect',
				x: 160,
				y: 260,
				w: 680,
				h: 440,
				r: 40,
				fill: '#1d3557',
			},
			{ type: 'circle', cx: 330, cy: 440, r: 90, fill: '#a8dadc' },
			{
				type: 'rect',
				x: 470,
				y: 380,
				w: 280,
				h: 40,
				r: 10,
				fill: '#f1faee',
			},
			{
				type: 'rect',
				x: 470,
				y: 450,
				w: 200,
				h: 30,
				r: 10,
				fill: '#457b9d',
			},
			{
				type: 'rect',
				x: 230,
				y: 590,
				w: 540,
				h: 40,
				r: 10,
				fill: '#e63946',
			},
		],
	],
	'monatsbox.png': [
		'#fbe9e7',
		[
			{
				type: 'ellipse',
				cx: 500,
				cy: 830,
				rx: 330,
				ry: 34,
				fill: '#e8cfc9',
			},
			{
				type: 'rect',
				x: 210,
				y: 420,
				w: 580,
				h: 400,
				r: 12,
				fill: '#c8553d',
			},
			{
				type: 'rect',
				x: 180,
				y: 340,
				w: 640,
				h: 110,
				r: 12,
				fill: '#e07a5f',
			},
			{ type: 'rect', x: 465, y: 340, w: 70, h: 480, fill: '#f2cc8f' },
			{
				type: 'ellipse',
				cx: 430,
				cy: 300,
				rx: 80,
				ry: 48,
				fill: '#f2cc8f',
			},
			{
				type: 'ellipse',
				cx: 570,
				cy: 300,
				rx: 80,
				ry: 48,
				fill: '#f2cc8f',
			},
		],
	],
	'kaffee-abo.png': [
		'#efe6dc',
		[
			{
				type: 'poly',
				fill: '#3d2b1f',
				points: [
					[ 320, 220 ],
					[ 680, 220 ],
					[ 730, 820 ],
					[ 270, 820 ],
				],
			},
			{
				type: 'rect',
				x: 320,
				y: 190,
				w: 360,
				h: 50,
				r: 10,
				fill: '#2a1d14',
			},
			{
				type: 'rect',
				x: 360,
				y: 420,
				w: 280,
				h: 220,
				r: 20,
				fill: '#e9c46a',
			},
			{
				type: 'ellipse',
				cx: 500,
				cy: 530,
				rx: 60,
				ry: 80,
				fill: '#6b4226',
			},
			{
				type: 'ellipse',
				cx: 800,
				cy: 760,
				rx: 40,
				ry: 56,
				fill: '#6b4226',
			},
			{
				type: 'ellipse',
				cx: 170,
				cy: 770,
				rx: 40,
				ry: 56,
				fill: '#6b4226',
			},
		],
	],
	'stadtfuehrung.png': [
		'#dceefb',
		[
			{ type: 'circle', cx: 780, cy: 220, r: 90, fill: '#ffd166' },
			{ type: 'rect', x: 0, y: 780, w: 1000, h: 220, fill: '#8d99ae' },
			{ type: 'rect', x: 120, y: 440, w: 200, h: 340, fill: '#ef476f' },
			{
				type: 'poly',
				fill: '#b5304f',
				points: [
					[ 100, 450 ],
					[ 220, 320 ],
					[ 340, 450 ],
				],
			},
			{ type: 'rect', x: 340, y: 360, w: 240, h: 420, fill: '#118ab2' },
			{
				type: 'poly',
				fill: '#0b5e7a',
				points: [
					[ 320, 370 ],
					[ 460, 200 ],
					[ 600, 370 ],
				],
			},
			{ type: 'rect', x: 600, y: 500, w: 260, h: 280, fill: '#06d6a0' },
			{ type: 'rect', x: 170, y: 520, w: 50, h: 70, fill: '#fff1f4' },
			{ type: 'rect', x: 400, y: 440, w: 50, h: 70, fill: '#e6f6fb' },
			{ type: 'rect', x: 480, y: 440, w: 50, h: 70, fill: '#e6f6fb' },
			{ type: 'rect', x: 430, y: 650, w: 60, h: 130, fill: '#073b4c' },
			{ type: 'rect', x: 660, y: 560, w: 60, h: 70, fill: '#e9fff8' },
		],
	],
	'jutebeutel.png': [
		'#eef0e8',
		[
			{
				type: 'ellipse',
				cx: 500,
				cy: 850,
				rx: 280,
				ry: 30,
				fill: '#d8dacf',
			},
			{ type: 'ring', cx: 500, cy: 330, r: 150, w: 34, fill: '#a68a64' },
			{
				type: 'rect',
				x: 260,
				y: 330,
				w: 480,
				h: 520,
				r: 16,
				fill: '#d9c6a5',
			},
			{ type: 'circle', cx: 500, cy: 600, r: 110, fill: '#1f7a5a' },
			{ type: 'circle', cx: 500, cy: 600, r: 55, fill: '#d9c6a5' },
		],
	],
	'fanpaket.png': [
		'#f1f3e6',
		[
			...shirt( '#1f7a5a', '#f2d544' ).map( ( s ) =>
				scale( s, 0.62, 60, 140 )
			),
			...mug( '#2f5d8a', '#f2b134' ).map( ( s ) =>
				scale( s, 0.6, 470, 330 )
			),
		],
	],
};

/**
 * A shape scaled and moved.
 *
 * @param {Shape}  s  Shape.
 * @param {number} f  Factor.
 * @param {number} dx Shift right.
 * @param {number} dy Shift down.
 * @return {Shape} New shape.
 */
function scale( s, f, dx, dy ) {
	const t = { ...s };
	for ( const k of [ 'cx', 'x' ] ) {
		if ( k in t ) {
			t[ k ] = t[ k ] * f + dx;
		}
	}
	for ( const k of [ 'cy', 'y' ] ) {
		if ( k in t ) {
			t[ k ] = t[ k ] * f + dy;
		}
	}
	for ( const k of [ 'r', 'rx', 'ry', 'w', 'h' ] ) {
		if ( k in t ) {
			t[ k ] = t[ k ] * f;
		}
	}
	if ( t.points ) {
		t.points = t.points.map( ( /** @type {number[]} */ [ x, y ] ) => [
			x * f + dx,
			y * f + dy,
		] );
	}
	return t;
}

if ( process.argv.includes( '--check' ) ) {
	let bad = 0;
	for ( const name of Object.keys( PICTURES ) ) {
		const file = path.join( OUT, name );
		const head = fs.existsSync( file )
			? fs.readFileSync( file ).subarray( 0, 24 )
			: Buffer.alloc( 0 );
		const ok =
			head.length === 24 &&
			head.readUInt32BE( 16 ) === SIZE &&
			head.readUInt32BE( 20 ) === SIZE;
		if ( ! ok ) {
			bad++;
			process.stdout.write( `missing or wrong: ${ name }\n` );
		}
	}
	process.exit( bad ? 1 : 0 );
}

fs.mkdirSync( OUT, { recursive: true } );
for ( const [ name, [ background, shapes ] ] of Object.entries( PICTURES ) ) {
	const file = png( paint( background, shapes ) );
	fs.writeFileSync( path.join( OUT, name ), file );
	process.stdout.write(
		`${ name }: ${ ( file.length / 1024 ).toFixed( 1 ) } KB\n`
	);
}
