/**
 * Front end of vitrine/events-slider: enhances every slider on the page.
 */
/**
 * Internal dependencies
 */
import { enhanceSlider } from './slider';

document
	.querySelectorAll< HTMLElement >(
		'.wp-block-vitrine-events-slider[data-vitrine-slider]'
	)
	.forEach( ( root ) => {
		try {
			enhanceSlider( root );
		} catch ( error ) {
			// One broken slider keeps its server markup and leaves the page alone.
			root.classList.add( 'vitrine-slider--failed' );
			// eslint-disable-next-line no-console
			console.error( error );
		}
	} );
