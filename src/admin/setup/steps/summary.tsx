/**
 * The overview once no step is open: each step's state with a way back to
 * it, then "Einrichtung abschließen"; after that, what to do next.
 */
/**
 * WordPress dependencies
 */
import { Button, Card, CardBody, CardHeader } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { markLabel } from '../rules/progress';
import { setupStore } from '../store';
import { stepTitle } from './titles';

/**
 * The overview.
 */
export function Summary() {
	const { config, progress, busy } = useSelect(
		( select ) => ( {
			config: select( setupStore ).getConfig(),
			progress: select( setupStore ).getProgress(),
			busy: select( setupStore ).isBusy(),
		} ),
		[]
	);
	const { finish, goTo } = useDispatch( setupStore );
	if ( ! config || ! progress ) {
		return null;
	}
	const finished = progress.status === 'finished';
	const open = config.steps.filter( ( step ) => ! progress.steps[ step ] );
	return (
		<Card>
			<CardHeader>
				<h2 tabIndex={ -1 }>
					{ finished
						? __( 'Your shop is set up', 'vitrine' )
						: __( 'Overview', 'vitrine' ) }
				</h2>
			</CardHeader>
			<CardBody>
				<ul className="vitrine-setup__overview">
					{ config.steps.map( ( step ) => (
						<li key={ step }>
							<strong>{ stepTitle( step ) }</strong>:{ ' ' }
							{ markLabel( progress.steps[ step ] ) }{ ' ' }
							<Button
								variant="link"
								onClick={ () => goTo( step ) }
								aria-label={ `${ stepTitle( step ) }: ${ __(
									'Edit',
									'vitrine'
								) }` }
							>
								{ __( 'Edit', 'vitrine' ) }
							</Button>
						</li>
					) ) }
				</ul>
				{ ! finished && open.length === 0 && (
					<div className="vitrine-setup__actions">
						<Button
							__next40pxDefaultSize
							variant="primary"
							onClick={ () => finish() }
							isBusy={ busy }
							aria-disabled={ busy }
						>
							{ __( 'Finish the setup', 'vitrine' ) }
						</Button>
					</div>
				) }
				{ finished && (
					<>
						<p>
							{ __(
								'Skipped steps and every setting stay at hand: open a step above, or use Settings → Vitrine Shop and Vitrine PayPal.',
								'vitrine'
							) }
						</p>
						<ul>
							<li>
								<a href={ config.links.new_product }>
									{ __(
										'Add your first product',
										'vitrine'
									) }
								</a>
							</li>
							<li>
								<a href={ config.links.shop }>
									{ __( 'View the shop', 'vitrine' ) }
								</a>
							</li>
						</ul>
					</>
				) }
			</CardBody>
		</Card>
	);
}
