/**
 * Where the setup continues: pure, so that reopening the screen and moving
 * on after a save follow one rule. A step is open until it is saved or
 * skipped; the overview comes once no step is open.
 */
/**
 * WordPress dependencies
 */
import { _x } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Place, Progress, StepKey, StepMark } from '../types';

/**
 * The first open step, or the overview: where a reopened setup continues.
 *
 * @param steps    The steps in order.
 * @param progress The progress.
 * @return The place.
 */
export function firstOpen( steps: StepKey[], progress: Progress ): Place {
	return steps.find( ( step ) => ! progress.steps[ step ] ) ?? 'summary';
}

/**
 * The open step after a step (then from the start again), or the
 * overview: where the screen goes after saving or skipping a step.
 *
 * @param steps    The steps in order.
 * @param progress The progress after the save.
 * @param after    The step just handled.
 * @return The place.
 */
export function nextOpen(
	steps: StepKey[],
	progress: Progress,
	after: StepKey
): Place {
	const at = steps.indexOf( after );
	const order = [ ...steps.slice( at + 1 ), ...steps.slice( 0, at + 1 ) ];
	return firstOpen( order, progress );
}

/**
 * How many steps are done or skipped.
 *
 * @param steps    The steps.
 * @param progress The progress.
 * @return The count.
 */
export function handledCount( steps: StepKey[], progress: Progress ): number {
	return steps.filter( ( step ) => progress.steps[ step ] ).length;
}

/**
 * A step's state in words (the step list and the overview say it in text,
 * not only by a mark).
 *
 * @param mark The step's mark.
 * @return German.
 */
export function markLabel( mark: StepMark ): string {
	if ( mark === 'done' ) {
		return _x( 'done', 'setup step', 'vitrine' );
	}
	if ( mark === 'skipped' ) {
		return _x( 'skipped', 'setup step', 'vitrine' );
	}
	return _x( 'open', 'setup step', 'vitrine' );
}
