/**
 * Editor registration of vitrine/events-slider; block.json is the source of truth.
 */
/**
 * WordPress dependencies
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import metadata from '../../../blocks/events-slider/block.json';
import { Edit, type SliderAttributes } from './edit';

registerBlockType< SliderAttributes >(
	metadata as BlockConfiguration< SliderAttributes >,
	{ edit: Edit }
);
