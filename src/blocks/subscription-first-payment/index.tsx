/**
 * Editor registration of vitrine/subscription-first-payment; block.json is the source of truth.
 */
/**
 * WordPress dependencies
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import metadata from '../../../blocks/subscription-first-payment/block.json';
import { Edit } from './edit';

registerBlockType( metadata as BlockConfiguration, { edit: Edit } );
