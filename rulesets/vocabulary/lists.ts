import actionParameterNames from './action-parameter-names.json' with { type: 'json' };
import actionVerbs from './action-verbs.json' with { type: 'json' };
import apiNames from './api-names.json' with { type: 'json' };
import batchWords from './batch-words.json' with { type: 'json' };
import checkWords from './check-words.json' with { type: 'json' };
import clientWords from './client-words.json' with { type: 'json' };
import collectiveNouns from './collective-nouns.json' with { type: 'json' };
import controllerSuffixes from './controller-suffixes.json' with { type: 'json' };
import credentialWords from './credential-words.json' with { type: 'json' };
import descriptionLeads from './description-leads.json' with { type: 'json' };
import determiners from './determiners.json' with { type: 'json' };
import errorNouns from './error-nouns.json' with { type: 'json' };
import fileFormats from './file-formats.json' with { type: 'json' };
import genericNouns from './generic-nouns.json' with { type: 'json' };
import hardChNouns from './hard-ch-nouns.json' with { type: 'json' };
import identifierWords from './identifier-words.json' with { type: 'json' };
import irregularParticiples from './irregular-participles.json' with { type: 'json' };
import itemAliases from './item-aliases.json' with { type: 'json' };
import kindParameterWords from './kind-parameter-words.json' with { type: 'json' };
import irregularPlurals from './irregular-plurals.json' with { type: 'json' };
import lexiconNounVerbs from './lexicon-noun-verbs.json' with { type: 'json' };
import lexiconNouns from './lexicon-nouns.json' with { type: 'json' };
import lexiconVerbs from './lexicon-verbs.json' with { type: 'json' };
import linkingWords from './linking-words.json' with { type: 'json' };
import lookupKeys from './lookup-keys.json' with { type: 'json' };
import lookupPrepositions from './lookup-prepositions.json' with { type: 'json' };
import noCredentialSchemes from './no-credential-schemes.json' with { type: 'json' };
import nounModifierVerbs from './noun-modifier-verbs.json' with { type: 'json' };
import nounParticles from './noun-particles.json' with { type: 'json' };
import outcomeFields from './outcome-fields.json' with { type: 'json' };
import pageFields from './page-fields.json' with { type: 'json' };
import periods from './periods.json' with { type: 'json' };
import pluralSingletons from './plural-singletons.json' with { type: 'json' };
import postActionVerbs from './post-action-verbs.json' with { type: 'json' };
import probes from './probes.json' with { type: 'json' };
import rankingWords from './ranking-words.json' with { type: 'json' };
import numberFormats from './number-formats.json' with { type: 'json' };
import readingVerbs from './reading-verbs.json' with { type: 'json' };
import repeatableActions from './repeatable-actions.json' with { type: 'json' };
import reportNouns from './report-nouns.json' with { type: 'json' };
import requestOutcomes from './request-outcomes.json' with { type: 'json' };
import runNouns from './run-nouns.json' with { type: 'json' };
import settingHeaderWords from './setting-header-words.json' with { type: 'json' };
import singletons from './singletons.json' with { type: 'json' };
import standards from './standards.json' with { type: 'json' };
import stateWords from './state-words.json' with { type: 'json' };
import uncountables from './uncountables.json' with { type: 'json' };
import unversionedEndpoints from './unversioned-endpoints.json' with { type: 'json' };
import verbPrefixes from './verb-prefixes.json' with { type: 'json' };
import verbsNamingThings from './verbs-naming-things.json' with { type: 'json' };
import verbs from './verbs.json' with { type: 'json' };
import versionAliases from './version-aliases.json' with { type: 'json' };
import versionParameters from './version-parameters.json' with { type: 'json' };
import viewWords from './view-words.json' with { type: 'json' };
import webServerFiles from './web-server-files.json' with { type: 'json' };
import type { VocabularyList } from './index.js';

/**
 * Every list, by the name of its file. The build writes this module's JavaScript from the JSON
 * files themselves (scripts/build.mjs), so that the compiled ruleset holds its data as plain
 * JavaScript: Spectral's own bundler, which loads a `.spectral.js` and what it imports, reads no JSON modules.
 */
export const LISTS = {
  'action-parameter-names': actionParameterNames,
  'action-verbs': actionVerbs,
  'api-names': apiNames,
  'batch-words': batchWords,
  'check-words': checkWords,
  'client-words': clientWords,
  'collective-nouns': collectiveNouns,
  'controller-suffixes': controllerSuffixes,
  'credential-words': credentialWords,
  'description-leads': descriptionLeads,
  determiners,
  'error-nouns': errorNouns,
  'file-formats': fileFormats,
  'generic-nouns': genericNouns,
  'hard-ch-nouns': hardChNouns,
  'identifier-words': identifierWords,
  'irregular-participles': irregularParticiples,
  'irregular-plurals': irregularPlurals,
  'item-aliases': itemAliases,
  'kind-parameter-words': kindParameterWords,
  'lexicon-noun-verbs': lexiconNounVerbs,
  'lexicon-nouns': lexiconNouns,
  'lexicon-verbs': lexiconVerbs,
  'linking-words': linkingWords,
  'lookup-keys': lookupKeys,
  'lookup-prepositions': lookupPrepositions,
  'no-credential-schemes': noCredentialSchemes,
  'noun-modifier-verbs': nounModifierVerbs,
  'noun-particles': nounParticles,
  'outcome-fields': outcomeFields,
  'page-fields': pageFields,
  periods,
  'plural-singletons': pluralSingletons,
  'post-action-verbs': postActionVerbs,
  probes,
  'ranking-words': rankingWords,
  'number-formats': numberFormats,
  'reading-verbs': readingVerbs,
  'repeatable-actions': repeatableActions,
  'report-nouns': reportNouns,
  'request-outcomes': requestOutcomes,
  'run-nouns': runNouns,
  'setting-header-words': settingHeaderWords,
  singletons,
  standards,
  'state-words': stateWords,
  uncountables,
  'unversioned-endpoints': unversionedEndpoints,
  'verb-prefixes': verbPrefixes,
  'verbs-naming-things': verbsNamingThings,
  verbs,
  'version-aliases': versionAliases,
  'version-parameters': versionParameters,
  'view-words': viewWords,
  'web-server-files': webServerFiles,
} satisfies Record<string, VocabularyList>;
