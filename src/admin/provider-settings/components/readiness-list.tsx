/**
 * The readiness list, on top of the screen: one line per step to going
 * live, green or with the one thing to do.
 */
/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { readinessRows } from '../readiness';
import type { Readiness } from '../types';

const MARKS = { ok: '✅', todo: '⚠️', info: 'ℹ️' };

/**
 * What the marks mean, for screen readers (the marks are hidden from them).
 */
const states = () => ( {
	ok: __( 'Done:', 'vitrine' ),
	todo: __( 'To do:', 'vitrine' ),
	info: __( 'Note:', 'vitrine' ),
} );

/**
 * The list with its heading.
 *
 * @param props           Props.
 * @param props.readiness The list.
 */
export function ReadinessList( { readiness }: { readiness: Readiness } ) {
	const spoken = states();
	return (
		<section
			className="vitrine-readiness-card"
			aria-labelledby="vitrine-readiness-title"
		>
			<h2 id="vitrine-readiness-title">
				{ __( 'Ready to go live?', 'vitrine' ) }
			</h2>
			<ul className="vitrine-readiness">
				{ readinessRows( readiness ).map( ( row ) => (
					<li
						key={ row.key }
						data-item={ row.key }
						className={ `vitrine-readiness__item vitrine-readiness__item--${ row.state }` }
					>
						<span aria-hidden="true">{ MARKS[ row.state ] }</span>{ ' ' }
						<span className="screen-reader-text">
							{ spoken[ row.state ] }
						</span>{ ' ' }
						<strong>{ row.label }</strong>
						{ row.detail && <>: { row.detail }</> }
						{ row.lastVerified && (
							<>
								<br />
								{ sprintf(
									/* translators: 1: date and time, 2: event type. */
									__(
										'Last verified delivery: %1$s (%2$s)',
										'vitrine'
									),
									new Date(
										row.lastVerified.at * 1000
									).toLocaleString( 'de-DE' ),
									row.lastVerified.type
								) }
							</>
						) }
						{ row.warning && (
							<>
								<br />
								<span className="vitrine-readiness__warning">
									{ row.warning }
								</span>
							</>
						) }
					</li>
				) ) }
			</ul>
		</section>
	);
}
