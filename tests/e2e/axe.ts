/**
 * axe-core's findings as the specs assert them: serious and critical ones
 * unless a test asks for every impact.
 *
 * On a page without frames axe is injected once per document and then run as
 * often as the test asks (at two widths, after a search). A page with frames
 * (the provider's buttons and card fields) is scanned in @axe-core/playwright's
 * cross-frame mode, which reaches into them; that mode injects axe twice and
 * opens a blank page for every run, several times the cost of the run itself,
 * so it is kept for the pages that need it. Both run the same axe-core with the
 * same rules and options.
 */
/**
 * External dependencies
 */
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The axe-core that @axe-core/playwright runs, as the source it injects. */
const AXE_SOURCE: string = createRequire(
	require.resolve( '@axe-core/playwright' )
)( 'axe-core' ).source;

/** What to scan and report. */
export interface Scan {
	/** Only this part of the page (a selector). */
	include?: string;
	/** Every impact, not only serious and critical ones. */
	all?: boolean;
	/** Only these rules. */
	rules?: string[];
}

/** A violation as the page reports it. */
interface Finding {
	id: string;
	impact: string;
	targets: string[];
}

/**
 * Findings as "rule (impact): selector" lines: serious and critical ones,
 * or every one with `all`.
 *
 * @param page Playwright page.
 * @param scan What to scan and report.
 */
export async function axeFindings(
	page: Page,
	scan: Scan = {}
): Promise< string[] > {
	let found: Finding[];
	if ( page.frames().length > 1 ) {
		const builder = new AxeBuilder( { page } ).options( {
			resultTypes: [ 'violations' ],
		} );
		if ( scan.include ) {
			builder.include( scan.include );
		}
		if ( scan.rules ) {
			builder.withRules( scan.rules );
		}
		found = ( await builder.analyze() ).violations.map( ( v ) => ( {
			id: v.id,
			impact: v.impact ?? '',
			targets: v.nodes.map( ( n ) => n.target.join( ' ' ) ),
		} ) );
	} else {
		if ( ! ( await page.evaluate( () => 'axe' in window ) ) ) {
			await page.evaluate( AXE_SOURCE );
		}
		found = await page.evaluate(
			async ( { include, rules } ) => {
				const axe = (
					window as unknown as {
						axe: {
							run: (
								context: unknown,
								options: unknown
							) => Promise< {
								violations: Array< {
									id: string;
									impact?: string | null;
									nodes: Array< { target: unknown[] } >;
								} >;
							} >;
						};
					}
				 ).axe;
				const { violations } = await axe.run(
					include ? { include: [ [ include ] ] } : document,
					{
						resultTypes: [ 'violations' ],
						...( rules
							? { runOnly: { type: 'rule', values: rules } }
							: {} ),
					}
				);
				return violations.map( ( v ) => ( {
					id: v.id,
					impact: v.impact ?? '',
					targets: v.nodes.map( ( n ) => n.target.join( ' ' ) ),
				} ) );
			},
			{ include: scan.include, rules: scan.rules }
		);
	}
	return found
		.filter(
			( v ) =>
				scan.all || v.impact === 'serious' || v.impact === 'critical'
		)
		.flatMap( ( v ) =>
			v.targets.map(
				( target ) => `${ v.id } (${ v.impact }): ${ target }`
			)
		);
}

/**
 * Serious and critical axe violations, as "rule (impact): selector" lines.
 *
 * @param page    Playwright page.
 * @param include Only this part of the page (admin screens: our content, not
 *                WordPress' own menu chrome).
 */
export function seriousViolations( page: Page, include?: string ) {
	return axeFindings( page, { include } );
}
