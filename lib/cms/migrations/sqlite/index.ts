import * as migration_20261127_005203_initial from './20261127_005203_initial';
import * as migration_20261127_005404_seed_content from './20261127_005404_seed_content';

export const migrations = [
  {
    up: migration_20261127_005203_initial.up,
    down: migration_20261127_005203_initial.down,
    name: '20261127_005203_initial',
  },
  {
    up: migration_20261127_005404_seed_content.up,
    down: migration_20261127_005404_seed_content.down,
    name: '20261127_005404_seed_content',
  },
];
