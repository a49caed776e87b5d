/**
 * Editor registration of vitrine/cart; block.json is the source of truth.
 * The editor previews the server's cart view (src/shared/shop-preview.tsx).
 */
/**
 * WordPress dependencies
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import metadata from '../../../blocks/cart/block.json';
import { ShopPreview } from '../../shared/shop-preview';

registerBlockType( metadata as BlockConfiguration, { edit: ShopPreview } );
