/**
 * @generated SignedSource<<acdf83098d73a1e353c7da85496a14e3>>
 * @relayHash 9a527e556a79d00ed90b41cebf5a01e2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9a527e556a79d00ed90b41cebf5a01e2

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueState = "CLOSED" | "OPEN" | "%future added value";
export type ProjectIssuesPageQuery$variables = {
  slug: string;
  state: IssueState;
};
export type ProjectIssuesPageQuery$data = {
  readonly project: {
    readonly description: string;
    readonly name: string;
    readonly slug: string;
    readonly viewerCanCreateIssue: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"IssueList_project" | "IssueStateFilter_project" | "ProjectVisibilityBadge_project">;
  } | null | undefined;
};
export type ProjectIssuesPageQuery = {
  response: ProjectIssuesPageQuery$data;
  variables: ProjectIssuesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "state"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanCreateIssue",
  "storageKey": null
},
v6 = {
  "kind": "Variable",
  "name": "state",
  "variableName": "state"
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v8 = [
  (v7/*:: as any*/)
],
v9 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 25
  },
  (v6/*:: as any*/)
],
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": {
      "throwOnFieldError": true
    },
    "name": "ProjectIssuesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Project",
        "kind": "LinkedField",
        "name": "project",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProjectVisibilityBadge_project"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "IssueStateFilter_project"
          },
          {
            "args": [
              (v6/*:: as any*/)
            ],
            "kind": "FragmentSpread",
            "name": "IssueList_project"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProjectIssuesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Project",
        "kind": "LinkedField",
        "name": "project",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "visibility",
            "storageKey": null
          },
          {
            "alias": "openIssues",
            "args": [
              {
                "kind": "Literal",
                "name": "state",
                "value": "OPEN"
              }
            ],
            "concreteType": "IssueConnection",
            "kind": "LinkedField",
            "name": "issues",
            "plural": false,
            "selections": (v8/*:: as any*/),
            "storageKey": "issues(state:\"OPEN\")"
          },
          {
            "alias": "closedIssues",
            "args": [
              {
                "kind": "Literal",
                "name": "state",
                "value": "CLOSED"
              }
            ],
            "concreteType": "IssueConnection",
            "kind": "LinkedField",
            "name": "issues",
            "plural": false,
            "selections": (v8/*:: as any*/),
            "storageKey": "issues(state:\"CLOSED\")"
          },
          {
            "alias": null,
            "args": (v9/*:: as any*/),
            "concreteType": "IssueConnection",
            "kind": "LinkedField",
            "name": "issues",
            "plural": false,
            "selections": [
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "IssueEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Issue",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v10/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "number",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "title",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "updatedAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Project",
                        "kind": "LinkedField",
                        "name": "project",
                        "plural": false,
                        "selections": [
                          (v2/*:: as any*/),
                          (v10/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "CommentConnection",
                        "kind": "LinkedField",
                        "name": "comments",
                        "plural": false,
                        "selections": (v8/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "state",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "stateReason",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Label",
                        "kind": "LinkedField",
                        "name": "labels",
                        "plural": true,
                        "selections": [
                          (v10/*:: as any*/),
                          (v3/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "color",
                            "storageKey": null
                          },
                          (v4/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "User",
                        "kind": "LinkedField",
                        "name": "assignees",
                        "plural": true,
                        "selections": [
                          (v10/*:: as any*/),
                          (v3/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "login",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "avatarUrl",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "__typename",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cursor",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PageInfo",
                "kind": "LinkedField",
                "name": "pageInfo",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "endCursor",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hasNextPage",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v9/*:: as any*/),
            "filters": [
              "state"
            ],
            "handle": "connection",
            "key": "IssueList_issues",
            "kind": "LinkedHandle",
            "name": "issues"
          },
          (v10/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "9a527e556a79d00ed90b41cebf5a01e2",
    "id": "9a527e556a79d00ed90b41cebf5a01e2",
    "metadata": {},
    "name": "ProjectIssuesPageQuery",
    "operationKind": "query",
    "text": "query ProjectIssuesPageQuery(\n  $slug: String!\n  $state: IssueState!\n) {\n  project(slug: $slug) {\n    slug\n    name\n    description\n    viewerCanCreateIssue\n    ...ProjectVisibilityBadge_project\n    ...IssueStateFilter_project\n    ...IssueList_project_2HEoAY\n    id\n  }\n}\n\nfragment IssueAssignees_issue on Issue {\n  assignees {\n    id\n    ...UserAvatar_user\n  }\n}\n\nfragment IssueLabels_issue on Issue {\n  labels {\n    id\n    ...LabelChip_label\n  }\n}\n\nfragment IssueList_project_2HEoAY on Project {\n  issues(first: 25, state: $state) {\n    totalCount\n    edges {\n      node {\n        id\n        ...IssueRow_issue\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n\nfragment IssueRow_issue on Issue {\n  number\n  title\n  updatedAt\n  project {\n    slug\n    id\n  }\n  comments {\n    totalCount\n  }\n  ...IssueStateBadge_issue\n  ...IssueLabels_issue\n  ...IssueAssignees_issue\n}\n\nfragment IssueStateBadge_issue on Issue {\n  state\n  stateReason\n}\n\nfragment IssueStateFilter_project on Project {\n  openIssues: issues(state: OPEN) {\n    totalCount\n  }\n  closedIssues: issues(state: CLOSED) {\n    totalCount\n  }\n}\n\nfragment LabelChip_label on Label {\n  name\n  color\n  description\n}\n\nfragment ProjectVisibilityBadge_project on Project {\n  visibility\n}\n\nfragment UserAvatar_user on User {\n  name\n  login\n  avatarUrl\n}\n"
  }
};
})();

(node as any).hash = "475cf30d0d75fca784abada67afd8865";

export default node;
