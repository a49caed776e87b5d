/**
 * axe-core's findings as the specs assert them: serious and critical only.
 */
/**
 * External dependencies
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Serious and critical axe violations, as "rule: selector" lines.
 *
 * @param page    Playwright page.
 * @param include Only this part of the page (admin screens: our content, not
 *                WordPress' own menu chrome).
 */
export async function seriousViolations( page: Page, include?: string ) {
	// Only violations are read: axe then skips the details of the passes,
	// which cost most of its time on a large page.
	const builder = new AxeBuilder( { page } ).options( {
		resultTypes: [ 'violations' ],
	} );
	if ( include ) {
		builder.include( include );
	}
	const { violations } = await builder.analyze();
	return violations
		.filter( ( v ) => v.impact === 'serious' || v.impact === 'critical' )
		.flatMap( ( v ) =>
			v.nodes.map( ( n ) => `${ v.id }: ${ n.target.join( ' ' ) }` )
		);
}
