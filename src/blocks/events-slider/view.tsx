/**
 * Front end of vitrine/events-slider: every slider with slides on the page
 * becomes a React island that hydrates the server markup. A slider that
 * fails shows the islands' note instead and leaves the rest of the page be.
 */
/**
 * Internal dependencies
 */
import { mountIslands } from '../../shared/island';
import { EventsSlider, SLIDER_SELECTOR } from './slider';

mountIslands(
	SLIDER_SELECTOR,
	'vitrine/events-slider',
	( root ) => <EventsSlider root={ root } />,
	{ hydrate: true }
);
