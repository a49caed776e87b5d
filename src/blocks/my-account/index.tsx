/**
 * Editor registration of vitrine/my-account; block.json is the source of
 * truth. The editor previews the server's account view for the person
 * editing (their orders, subscriptions, payment methods): real markup,
 * inert, as the block renderer gives it.
 */
/**
 * WordPress dependencies
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import metadata from '../../../blocks/my-account/block.json';
import { ShopPreview } from '../../shared/shop-preview';

registerBlockType( metadata as BlockConfiguration, { edit: ShopPreview } );
