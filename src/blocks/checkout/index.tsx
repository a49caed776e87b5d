/**
 * Editor registration of vitrine/checkout; block.json is the source of truth.
 */
/**
 * WordPress dependencies
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import metadata from '../../../blocks/checkout/block.json';
import { ShopPreview } from '../../shared/shop-preview';

registerBlockType( metadata as BlockConfiguration, { edit: ShopPreview } );
