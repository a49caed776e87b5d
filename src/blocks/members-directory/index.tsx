/**
 * Editor registration of vitrine/members-directory; block.json is the source of truth.
 */
/**
 * WordPress dependencies
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import metadata from '../../../blocks/members-directory/block.json';
import { NotConfigured } from '../../shared/not-configured';

registerBlockType( metadata as BlockConfiguration, { edit: NotConfigured } );
