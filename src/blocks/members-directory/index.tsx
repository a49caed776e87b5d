/**
 * Editor registration of vitrine/members-directory; block.json is the source of truth.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

import metadata from '../../../blocks/members-directory/block.json';
import { NotConfigured } from '../../shared/not-configured';

registerBlockType( metadata as BlockConfiguration, { edit: NotConfigured } );
