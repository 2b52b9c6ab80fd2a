/**
 * The monitoring files of deploy/ (Prometheus' scrape configuration and alerts, the Grafana
 * dashboard) and the runbook cannot be run here: they are held to the metrics the processes
 * define (server/src/plugins/metrics.ts, site-server/src/metrics.ts), so a renamed metric cannot
 * leave an alert that never fires or a panel that stays empty.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { ROOT } from '../../site-server/src/site-root';

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** Every metric the processes define, with a histogram's series. */
function definedMetrics(): Set<string> {
  const names = new Set<string>();
  for (const [file, prefix] of [
    ['server/src/plugins/metrics.ts', 'provider_'],
    ['site-server/src/metrics.ts', 'site_'],
  ] as const) {
    const source = read(file);
    assert.match(source, new RegExp(`const PREFIX = '${prefix}'`));
    for (const [, name] of source.matchAll(/\$\{PREFIX\}([a-z_]+)/g)) {
      names.add(prefix + name);
      if (name!.endsWith('_seconds')) {
        for (const suffix of ['_bucket', '_count', '_sum']) names.add(prefix + name + suffix);
      }
    }
  }
  return names;
}

const defined = definedMetrics();
/** Node's own figures, which prom-client's default metrics bring under each prefix. */
const nodeFigures = /^(provider|site)_(process|nodejs)_/;

/** The metric names an expression or a text uses. */
function usedMetrics(text: string): string[] {
  return [...text.matchAll(/\b((?:provider|site)_[a-z_]+[a-z])\b/g)].map((m) => m[1]!);
}

function assertDefined(text: string, where: string): void {
  const used = usedMetrics(text);
  for (const name of used) {
    if (nodeFigures.test(name)) continue;
    assert.ok(defined.has(name), `${where} uses ${name}, which no process defines`);
  }
}

interface Rule {
  alert: string;
  expr: string;
  annotations: { runbook: string };
}
const alerts = (
  YAML.parse(read('deploy/prometheus/alerts.yml')) as {
    groups: Array<{ rules: Rule[] }>;
  }
).groups.flatMap((g) => g.rules);
const runbook = read('docs/operations.md');
/** The runbook's headings as GitHub makes their anchors. */
const anchors = new Set(
  [...runbook.matchAll(/^#+ (.+)$/gm)].map((m) =>
    m[1]!
      .toLowerCase()
      .replace(/[^\w\s-]/g, '')
      .replace(/\s/g, '-'),
  ),
);

describe('deploy/prometheus', () => {
  it('has the alerts the runbook expects, each on defined metrics, each with its section', () => {
    const names = alerts.map((a) => a.alert);
    for (const name of ['ProviderDown', 'BuildsFailing', 'WebhookStuck', 'OutboxGrowing']) {
      assert.ok(names.includes(name), name);
    }
    for (const rule of alerts) {
      assertDefined(rule.expr, rule.alert);
      assert.ok(usedMetrics(rule.expr).length > 0 || /\bup\{/.test(rule.expr), rule.alert);
      const [file, anchor] = rule.annotations.runbook.split('#');
      assert.equal(file, 'docs/operations.md');
      assert.ok(anchors.has(anchor!), `${rule.alert}: docs/operations.md has #${anchor}`);
      assert.ok(runbook.includes(`\`${rule.alert}\``), `the runbook explains ${rule.alert}`);
    }
  });

  it('scrapes every process with the metrics token, under the job names the alerts use', () => {
    const config = YAML.parse(read('deploy/prometheus/prometheus.yml')) as {
      rule_files: string[];
      scrape_configs: Array<{
        job_name: string;
        authorization: { type: string; credentials_file: string };
        static_configs: Array<{ targets: string[] }>;
      }>;
    };
    assert.deepEqual(config.rule_files, ['alerts.yml']);
    const jobs = config.scrape_configs.map((c) => c.job_name);
    assert.deepEqual(jobs.sort(), ['builder', 'provider', 'site']);
    for (const job of config.scrape_configs) {
      assert.equal(job.authorization.type, 'Bearer');
      assert.equal(job.authorization.credentials_file, '/run/secrets/metrics_token');
    }
    const compose = read('compose.yaml');
    for (const target of config.scrape_configs.flatMap((c) => c.static_configs[0]!.targets)) {
      const service = target.split(':')[0]!;
      assert.match(compose, new RegExp(`^  ${service}:`, 'm'), `${service} is a service`);
    }
    const used = [...read('deploy/prometheus/alerts.yml').matchAll(/job="(\w+)"/g)].map(
      (m) => m[1]!,
    );
    for (const job of used) assert.ok(jobs.includes(job), job);
  });
});

describe('deploy/grafana/dashboard.json', () => {
  it('charts defined metrics only, from the chosen Prometheus', () => {
    const dashboard = JSON.parse(read('deploy/grafana/dashboard.json')) as {
      panels: Array<{ title: string; targets: Array<{ expr: string }> }>;
    };
    assert.ok(dashboard.panels.length >= 10);
    const charted = new Set<string>();
    for (const panel of dashboard.panels) {
      assert.ok(panel.targets.length > 0, panel.title);
      for (const target of panel.targets) {
        assertDefined(target.expr, panel.title);
        for (const name of usedMetrics(target.expr)) charted.add(name);
      }
    }
    for (const name of [
      'provider_http_requests_total',
      'provider_rebuild_requests_pending',
      'provider_mail_outbox',
      'site_builds_total',
      'site_webhook_requests_total',
    ]) {
      assert.ok(charted.has(name), `a panel charts ${name}`);
    }
  });
});

describe('docs/operations.md', () => {
  it('describes every metric the processes define, and names no other', () => {
    // `provider_response_cache_{hits,misses}_total` stands for both names.
    const expanded = runbook.replace(
      /\b([a-z_]+_)\{([a-z_,]+)\}([a-z_]*)/g,
      (_, head: string, options: string, tail: string) =>
        options
          .split(',')
          .map((option) => `${head}${option}${tail}`)
          .join(' '),
    );
    assertDefined(expanded, 'docs/operations.md');
    for (const name of defined) {
      if (/_(bucket|count|sum)$/.test(name)) continue;
      assert.ok(expanded.includes(name), `docs/operations.md describes ${name}`);
    }
  });
});
